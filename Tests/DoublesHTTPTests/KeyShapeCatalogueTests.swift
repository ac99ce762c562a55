import DoublesHAR
import DoublesHTTP
import Foundation
import Testing

@testable import DoublesHTTPCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every provider's key format of the catalogue, in every place the "What is redacted" guide lists, under a name that
/// says nothing: only the shape can give it away.
@Suite struct KeyShapeCatalogueTests {
  /// A fake credential of one provider's format, and the part of it that must not be written.
  struct Example: CustomTestStringConvertible, Sendable {
    let provider: String
    let value: String
    let secret: String
    var testDescription: String { provider }

    init(_ provider: String, _ value: String, secret: String? = nil) {
      self.provider = provider
      self.value = value
      self.secret = secret ?? value
    }
  }

  /// Fake keys, built from their parts when the test runs so that no secret scanner (ours, or a
  /// host's push protection) mistakes this file for a leak. The characters are varied, as a
  /// generated key's are, and the same every run.
  enum Fake {
    static let alphanumerics = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    static let hex = "0123456789abcdef"
    static let digits = "0123456789"

    static func chars(_ count: Int, _ alphabet: String = alphanumerics, seed: UInt64 = 0x9E37_79B9) -> String {
      let letters = Array(alphabet)
      var state = seed &+ UInt64(count) &* 0x2545_F491
      return String(
        (0..<count).map { _ in
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          return letters[Int((state >> 33) % UInt64(letters.count))]
        })
    }
  }

  static let azureKey = Fake.chars(86, Fake.alphanumerics + "+/") + "=="
  static let puttyLines = Fake.chars(64, Fake.alphanumerics + "+/") + "\n" + Fake.chars(24) + "="
  static let slackSecret = Fake.chars(24)
  static let discordSecret = Fake.chars(68)
  static let teamsSecret = Fake.chars(32, Fake.hex)
  static let telegram = Fake.chars(10, Fake.digits) + ":AA" + Fake.chars(33)
  static let tinesSecret =
    Fake.chars(32, "abcdefghijklmnopqrstuvwxyz0123456789") + "/"
    + Fake.chars(32, "abcdefghijklmnopqrstuvwxyz0123456789", seed: 9)
  static let zapierSecret = Fake.chars(7, Fake.digits) + "/" + Fake.chars(7, "abcdefghijklmnopqrstuvwxyz0123456789")

  static let examples: [Example] = [
    Example("GitHub token", "gh" + "p_" + Fake.chars(36)),
    Example("GitHub fine-grained token", "github" + "_pat_" + Fake.chars(22) + "_" + Fake.chars(59, seed: 3)),
    Example("GitLab token", "glpat" + "-" + Fake.chars(20)),
    Example("npm token", "npm" + "_" + Fake.chars(36)),
    Example("PyPI token", "pypi-" + "AgEIcHlwaS5vcmc" + Fake.chars(70)),
    Example("Hugging Face token", "hf" + "_" + Fake.chars(34, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")),
    Example("Stripe key", "sk" + "_live_" + Fake.chars(24)),
    Example("Square token", "sq0" + "atp-" + Fake.chars(22)),
    Example("Shopify token", "shp" + "at_" + Fake.chars(32, Fake.hex)),
    Example(
      "Slack token",
      "xox" + "b-" + Fake.chars(12, Fake.digits) + "-" + Fake.chars(13, Fake.digits) + "-" + Fake.chars(24)),
    Example(
      "Slack webhook",
      "https://hooks.slack.com/services/T" + Fake.chars(8, "ABCDEFGH0123") + "/B" + Fake.chars(10)
        + "/" + slackSecret, secret: slackSecret),
    Example(
      "Slack webhook",
      "https://hooks.slack.com/workflows/T" + Fake.chars(8, "ABCDEFGH0123") + "/A" + Fake.chars(10)
        + "/" + Fake.chars(18, Fake.digits) + "/" + slackSecret, secret: slackSecret),
    Example(
      "Discord webhook", "https://discord.com/api/webhooks/" + Fake.chars(18, Fake.digits) + "/" + discordSecret,
      secret: discordSecret),
    Example(
      "Microsoft Teams webhook",
      "https://contoso.webhook.office.com/webhookb2/" + Fake.chars(8, Fake.hex) + "@" + Fake.chars(8, Fake.hex)
        + "/IncomingWebhook/" + teamsSecret + "/" + Fake.chars(8, Fake.hex), secret: teamsSecret),
    Example("Discord bot token", "M" + Fake.chars(23) + "." + Fake.chars(6) + "." + Fake.chars(27)),
    Example("Telegram bot token", telegram),
    Example("Twilio API key", "SK" + Fake.chars(32, Fake.hex)),
    Example("SendGrid key", "SG" + "." + Fake.chars(22) + "." + Fake.chars(43)),
    Example("Mailgun key", "key" + "-" + Fake.chars(32, Fake.hex + "ghijklmnopqrstuvwxyz")),
    Example("Mailchimp key", Fake.chars(32, Fake.hex) + "-us" + "21"),
    Example("Google API key", "AI" + "za" + Fake.chars(35)),
    Example("Google OAuth secret", "GOCSPX" + "-" + Fake.chars(28)),
    Example("Azure AD client secret", Fake.chars(3) + "8Q" + "~" + Fake.chars(34)),
    Example(
      "Azure storage key",
      "DefaultEndpointsProtocol=https;AccountName=shop;AccountKey=" + azureKey + ";EndpointSuffix=core.windows.net",
      secret: azureKey),
    Example("OpenAI key", "sk-" + "proj-" + Fake.chars(48)),
    Example("Anthropic key", "sk-" + "ant-api03-" + Fake.chars(93) + "AA"),
    Example("Heroku key", "HRKU" + "-" + Fake.chars(60)),
    Example("DigitalOcean token", "dop" + "_v1_" + Fake.chars(64, Fake.hex)),
    Example("Atlassian token", "ATATT3" + Fake.chars(180)),
    Example("Linear key", "lin_" + "api_" + Fake.chars(40)),
    Example("Postman key", "PMAK" + "-" + Fake.chars(24, Fake.hex) + "-" + Fake.chars(34, Fake.hex)),
    Example("Doppler token", "dp." + "pt." + Fake.chars(43)),
    Example("Vault token", "hvs" + "." + Fake.chars(90)),
    Example("Databricks token", "dapi" + Fake.chars(32, Fake.hex)),
    Example("Grafana token", "glc" + "_" + Fake.chars(40)),
    Example("Sentry token", "sntrys" + "_" + Fake.chars(60)),
    Example("New Relic key", "NRAK" + "-" + Fake.chars(27, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")),
    Example("Notion token", "ntn" + "_" + Fake.chars(11, Fake.digits) + Fake.chars(35)),
    Example("Supabase token", "sbp" + "_" + Fake.chars(40, Fake.hex)),
    Example("Firebase server key", "AAAA" + Fake.chars(7) + ":APA91b" + Fake.chars(134)),
    Example("age secret key", "AGE-SECRET-" + "KEY-1" + Fake.chars(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L")),
    Example(
      "PuTTY private key",
      "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy\nPublic-Lines: 1\n"
        + Fake.chars(68) + "\nPrivate-Lines: 2\n" + puttyLines + "\nPrivate-MAC: " + Fake.chars(64, Fake.hex),
      secret: puttyLines.components(separatedBy: "\n")[0]),
    Example("Groq key", "gs" + "k_" + Fake.chars(52)),
    Example("Perplexity key", "pp" + "lx-" + Fake.chars(48)),
    Example("xAI key", "xa" + "i-" + Fake.chars(80)),
    Example("OpenRouter key", "sk-" + "or-v1-" + Fake.chars(64, Fake.hex)),
    Example("NVIDIA key", "nv" + "api-" + Fake.chars(64)),
    Example("Replicate token", "r8" + "_" + Fake.chars(37)),
    Example("Amazon Bedrock key", "ABSK" + "QmVkcm9ja0FQSUtleS" + Fake.chars(120)),
    Example("LangSmith key", "lsv2" + "_pt_" + Fake.chars(32, Fake.hex) + "_" + Fake.chars(10, Fake.hex)),
    Example(
      "Langfuse secret key",
      "sk-" + "lf-" + Fake.chars(8, Fake.hex) + "-" + Fake.chars(4, Fake.hex) + "-" + Fake.chars(4, Fake.hex) + "-"
        + Fake.chars(4, Fake.hex) + "-" + Fake.chars(12, Fake.hex)),
    Example("Pinecone key", "pc" + "sk_" + Fake.chars(6) + "_" + Fake.chars(63)),
    Example("Sourcegraph Cody key", "sl" + "k_" + Fake.chars(64, Fake.hex)),
    Example("Cloudflare token", "cf" + "ut_" + Fake.chars(40) + Fake.chars(8, Fake.hex)),
    Example("Cloudflare Origin CA key", "v1" + ".0-" + Fake.chars(24, Fake.hex) + "-" + Fake.chars(146, Fake.hex)),
    Example("Alibaba Cloud key", "LT" + "AI" + Fake.chars(20)),
    Example("Fly.io token", "fo" + "1_" + Fake.chars(43)),
    Example("Tailscale key", "ts" + "key-api-" + Fake.chars(12) + "-" + Fake.chars(32)),
    Example("PlanetScale token", "pscale" + "_tkn_" + Fake.chars(43)),
    Example("Terraform Cloud token", Fake.chars(14) + ".atlas" + "v1." + Fake.chars(67)),
    Example("Pulumi token", "pu" + "l-" + Fake.chars(40, Fake.hex)),
    Example("Dynatrace token", "dt0c" + "01." + Fake.chars(24) + "." + Fake.chars(64)),
    Example("OpenShift token", "sha256" + "~" + Fake.chars(43)),
    Example(
      "1Password key",
      "A3" + "-" + Fake.chars(6, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") + "-"
        + Fake.chars(11, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") + "-"
        + Fake.chars(5, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") + "-"
        + Fake.chars(5, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", seed: 5) + "-"
        + Fake.chars(5, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", seed: 7)),
    Example("Docker Hub token", "dckr" + "_pat_" + Fake.chars(27)),
    Example("JFrog Artifactory key", "AK" + "Cp" + Fake.chars(69)),
    Example("CircleCI token", "CCI" + "PAT_" + Fake.chars(22) + "_" + Fake.chars(40, Fake.hex)),
    Example("Buildkite token", "bk" + "ua_" + Fake.chars(40, "abcdefghijklmnopqrstuvwxyz0123456789")),
    Example("SonarQube token", "sq" + "u_" + Fake.chars(40, "abcdefghijklmnopqrstuvwxyz0123456789")),
    Example("RubyGems key", "ruby" + "gems_" + Fake.chars(48, Fake.hex)),
    Example("Clojars token", "CLO" + "JARS_" + Fake.chars(60)),
    Example("ReadMe key", "rd" + "me_" + Fake.chars(70, "abcdefghijklmnopqrstuvwxyz0123456789")),
    Example("Prefect key", "pn" + "u_" + Fake.chars(36)),
    Example("Deno Deploy token", "dd" + "p_" + Fake.chars(36)),
    Example("Sourcegraph token", "sg" + "p_" + Fake.chars(16, Fake.hex) + "_" + Fake.chars(40, Fake.hex)),
    Example("Figma token", "fig" + "d_" + Fake.chars(40)),
    Example("Contentful token", "CF" + "PAT-" + Fake.chars(43)),
    Example("Typeform token", "tf" + "p_" + Fake.chars(44)),
    Example("Frame.io token", "fio" + "-u-" + Fake.chars(64)),
    Example("Rootly key", "root" + "ly_" + Fake.chars(64, Fake.hex)),
    Example("Bitbucket token", "AT" + "BB" + Fake.chars(32)),
    Example("Shippo token", "shippo" + "_live_" + Fake.chars(40, Fake.hex)),
    Example("EasyPost key", "EZ" + "AK" + Fake.chars(54)),
    Example("Duffel token", "duffel" + "_live_" + Fake.chars(43)),
    Example("Flutterwave key", "FLW" + "SECK-" + Fake.chars(32, "abcdefgh0123456789") + "-X"),
    Example(
      "Plaid access token",
      "access" + "-production-" + Fake.chars(8, Fake.hex) + "-" + Fake.chars(4, Fake.hex) + "-"
        + Fake.chars(4, Fake.hex) + "-" + Fake.chars(4, Fake.hex) + "-" + Fake.chars(12, Fake.hex)),
    Example("Ramp key", "ramp" + "_sec_" + Fake.chars(48)),
    Example(
      "HubSpot token",
      "pat" + "-na1-" + Fake.chars(8, Fake.hex) + "-" + Fake.chars(4, Fake.hex) + "-" + Fake.chars(4, Fake.hex) + "-"
        + Fake.chars(4, Fake.hex) + "-" + Fake.chars(12, Fake.hex)),
    Example("Salesforce refresh token", "5Aep" + "861" + Fake.chars(90)),
    Example("Brevo key", "xkey" + "sib-" + Fake.chars(64, Fake.hex) + "-" + Fake.chars(16)),
    Example("Zapier webhook", "https://hooks.zapier.com/hooks/catch/" + zapierSecret, secret: zapierSecret),
    Example("PostHog key", "ph" + "x_" + Fake.chars(43)),
    Example("Mapbox secret token", "sk" + ".eyJ" + Fake.chars(60) + "." + Fake.chars(22)),
    Example("SpectralOps key", "sp" + "u-" + Fake.chars(32, Fake.hex)),
    Example("pganalyze key", "pg" + "ar_" + Fake.chars(27)),
    Example("Octopus Deploy key", "AP" + "I-" + Fake.chars(26, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")),
    Example("Infracost token", "ic" + "o-" + Fake.chars(32)),
    Example("Scalingo token", "tk" + "-us-" + Fake.chars(48)),
    Example("Harness token", "pa" + "t." + Fake.chars(22) + "." + Fake.chars(24, Fake.hex) + "." + Fake.chars(20)),
    Example("Endor Labs key", "end" + "r+" + Fake.chars(16)),
    Example("Apify token", "apify" + "_api_" + Fake.chars(36)),
    Example("Adafruit IO key", "ai" + "o_" + Fake.chars(28)),
    Example("42 intranet secret", "s-s4t2" + "ud-" + Fake.chars(64, Fake.hex)),
    Example("TruffleHog Enterprise key", "thog" + "-secret-" + Fake.chars(32, Fake.hex)),
    Example("Salad Cloud key", "salad" + "_cloud_org_" + Fake.chars(40)),
    Example("AWS AppSync key", "da" + "2-" + Fake.chars(26, "abcdefghijklmnopqrstuvwxyz0123456789")),
    Example("Razorpay key", "rzp" + "_live_" + Fake.chars(14)),
    Example("Recharge token", "sk_" + "3x3_" + Fake.chars(64, Fake.hex)),
    Example(
      "Robinhood Crypto key",
      "rh" + "-api-" + Fake.chars(8, Fake.hex) + "-" + Fake.chars(4, Fake.hex) + "-" + Fake.chars(4, Fake.hex) + "-"
        + Fake.chars(4, Fake.hex) + "-" + Fake.chars(12, Fake.hex)),
    Example("Photoroom key", "sk" + "_pr_" + "app_" + Fake.chars(40, Fake.hex)),
    Example("BestTime key", "pr" + "i_" + Fake.chars(32, Fake.hex)),
    Example("Bannerbear key", "bb" + "_pr_" + Fake.chars(30, Fake.hex)),
    Example("Zoho token", "100" + "0." + Fake.chars(32, Fake.hex) + "." + Fake.chars(32, Fake.hex)),
    Example("Tines webhook", "https://acme.tines.com/webhook/" + tinesSecret, secret: tinesSecret),
    Example(
      "PubNub key",
      "pub" + "-c-" + Fake.chars(8, Fake.hex) + "-" + Fake.chars(4, Fake.hex) + "-" + Fake.chars(4, Fake.hex) + "-"
        + Fake.chars(4, Fake.hex) + "-" + Fake.chars(12, Fake.hex)),
    Example("ElevenLabs key", "sk" + "_" + Fake.chars(48, Fake.hex)),
    Example("Braintrust key", "sk" + "-" + Fake.chars(48)),
    Example("DeepSeek key", "sk" + "-" + Fake.chars(32, "abcdefghijklmnopqrstuvwxyz0123456789")),
    Example("Paystack key", "sk" + "_merchant_" + Fake.chars(40)),
    Example(
      "Ticket Tailor key",
      "sk" + "_" + Fake.chars(4, Fake.digits) + "_" + Fake.chars(6, Fake.digits) + "_" + Fake.chars(32, Fake.hex)),
    Example(
      "Checkout.com key",
      "sk" + "_test_" + Fake.chars(8, Fake.hex) + "-" + Fake.chars(4, Fake.hex) + "-" + Fake.chars(4, Fake.hex) + "-"
        + Fake.chars(4, Fake.hex) + "-" + Fake.chars(12, Fake.hex)),
    Example("IEX Cloud key", "sk" + "_" + Fake.chars(32, "abcdefghijklmnopqrstuvwxyz0123456789")),
    Example("Lob key", "live" + "_" + Fake.chars(35, Fake.hex)),
    Example("Column key", "test" + "_" + Fake.chars(27)),
    Example("GoCardless token", "live" + "_" + Fake.chars(20) + "=" + Fake.chars(19)),
    Example("Pagar.me key", "ak" + "_live_" + Fake.chars(30)),
    Example("Gemini exchange key", "master" + "-" + Fake.chars(20)),
    Example("Finage key", "API" + "_KEY" + Fake.chars(32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")),
    Example("Azure Entra refresh token", "0" + ".A" + Fake.chars(52) + ".Ag" + Fake.chars(260)),
    Example("Azure Container Registry password", "x" + Fake.chars(41) + "+AC" + "R" + Fake.chars(6)),
    Example("Azure API Management key", "git" + "&" + Fake.chars(12, Fake.digits) + "&" + Fake.chars(86) + "=="),
    Example("Yandex Cloud key", "AQ" + "VN" + Fake.chars(36)),
    Example("ClickHouse Cloud key", "4b" + "1d" + Fake.chars(38)),
    Example("Netlify token", "nfp" + "_" + Fake.chars(36)),
    Example("Dropbox token", "sl" + "." + Fake.chars(140)),
    Example("Portainer token", "ptr" + "_" + Fake.chars(40)),
    Example(
      "Defined Networking key",
      "dnkey" + "-" + Fake.chars(26, "abcdefghijklmnopqrstuvwxyz0123456789") + "-"
        + Fake.chars(52, "abcdefghijklmnopqrstuvwxyz0123456789")),
    Example("Alchemy token", "alcht" + "_" + Fake.chars(30)),
    Example("Ubidots token", "BB" + "FF-" + Fake.chars(30)),
    Example("FullStory key", "na1" + "." + Fake.chars(100)),
    Example("EcoStruxure IT key", "AK" + "1" + Fake.chars(52)),
    Example("Nightfall key", "NF" + "-" + Fake.chars(32)),
    Example("Airtable token", "pat" + Fake.chars(14) + "." + Fake.chars(64, Fake.hex)),
    Example("MaxMind license key", Fake.chars(6) + "_" + Fake.chars(29) + "_m" + "mk"),
    Example("SettleMint token", "sm" + "_pat_" + Fake.chars(16)),
    Example("Teamwork token", "tkn" + ".v1_" + Fake.chars(71) + "="),
    Example(
      "LaunchDarkly key",
      "sdk" + "-" + Fake.chars(8, "abcdefghijklmnopqrstuvwxyz0123456789") + "-"
        + Fake.chars(4, "abcdefghijklmnopqrstuvwxyz0123456789") + "-"
        + Fake.chars(4, "abcdefghijklmnopqrstuvwxyz0123456789") + "-"
        + Fake.chars(4, "abcdefghijklmnopqrstuvwxyz0123456789") + "-"
        + Fake.chars(12, "abcdefghijklmnopqrstuvwxyz0123456789")),
    Example("Adobe client secret", "p8" + "e-" + Fake.chars(32)),
    Example("ConvertAPI secret", "secret" + "_" + Fake.chars(16)),
    Example("dfuse key", "web" + "_" + Fake.chars(32, "abcdefghijklmnopqrstuvwxyz0123456789")),
    Example(
      "Ditto key",
      Fake.chars(8, "abcdefghijklmnopqrstuvwxyz0123456789") + "-"
        + Fake.chars(4, "abcdefghijklmnopqrstuvwxyz0123456789") + "-"
        + Fake.chars(4, "abcdefghijklmnopqrstuvwxyz0123456789") + "-"
        + Fake.chars(4, "abcdefghijklmnopqrstuvwxyz0123456789") + "-"
        + Fake.chars(12, "abcdefghijklmnopqrstuvwxyz0123456789") + "."
        + Fake.chars(40, "abcdefghijklmnopqrstuvwxyz0123456789")),
    Example("Flexport token", "shltm" + "_" + Fake.chars(40)),
    Example("Fleetbase key", "flb" + "_live_" + Fake.chars(20)),
    Example("Storyblok token", Fake.chars(22) + "tt" + "-" + Fake.chars(6, Fake.digits) + "-" + Fake.chars(20)),
    Example("Tableau token", Fake.chars(22) + "==" + ":" + Fake.chars(32)),
    Example("Shutterstock token", "v2" + "/" + Fake.chars(388)),
    Example("Close CRM key", "api" + "_" + Fake.chars(45)),
    Example("LocationIQ token", "pk" + "." + Fake.chars(32)),
    Example("Meta access token", "EA" + "AM" + Fake.chars(120)),
    Example("X bearer token", String(repeating: "A", count: 22) + Fake.chars(90)),
    Example(
      "Webex bot token",
      Fake.chars(64) + "_" + Fake.chars(4) + "_" + Fake.chars(8) + "-" + Fake.chars(4) + "-" + Fake.chars(4) + "-"
        + Fake.chars(4) + "-" + Fake.chars(12)),
    Example("Asana token", Fake.chars(4, Fake.digits) + "/" + Fake.chars(16, Fake.digits) + ":" + Fake.chars(32)),
    Example("Smooch key", "act" + "_" + Fake.chars(24, "abcdefghijklmnopqrstuvwxyz0123456789")),
    Example("SalesBlink key", "key" + "-" + Fake.chars(64)),
    Example("Telnyx key", "KE" + "Y" + Fake.chars(55)),
    Example("Convier key", Fake.chars(2, Fake.digits) + "|" + Fake.chars(40)),
    Example(
      "ClickUp token",
      "pk" + "_" + Fake.chars(8, Fake.digits) + "_" + Fake.chars(32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")),
    Example("Checkout.io key", "pk" + "_" + Fake.chars(45, "abcdefghijklmnopqrstuvwxyz0123456789")),
    Example("Courier key", "pk" + "_" + Fake.chars(40) + "_" + Fake.chars(28)),
    Example("Salesforce consumer key", "3MV" + "G9" + Fake.chars(40) + "." + Fake.chars(44)),
    Example("Baremetrics key", "lk" + "_" + "Jc4" + Fake.chars(19)),
    Example(
      "Authress key",
      "sc" + "_" + Fake.chars(10, "abcdefghijklmnopqrstuvwxyz0123456789") + ".2lah" + ".acc_"
        + Fake.chars(10, "abcdefghijklmnopqrstuvwxyz0123456789") + "." + Fake.chars(40)),
  ]

  /// Forms of the catalogue's shapes that the scanners accept besides the usual one.
  static let variants: [Example] = [
    Example("GitHub token", "gh" + "s_" + Fake.chars(60) + "_" + Fake.chars(80)),
    Example("Hugging Face token", "hf" + "_" + Fake.chars(34)),
    Example("OpenAI key", "sk-" + "service-" + Fake.chars(74) + "T3Blbk" + "FJ" + Fake.chars(74)),
    Example("Stripe key", "sk" + "_prod_" + Fake.chars(24)),
    Example("Square token", "sq0" + "csb-" + Fake.chars(45)),
    Example("Twilio API key", "SK" + Fake.chars(32, "0123456789ABCDEF")),
    Example("SendGrid key", "SG" + "." + Fake.chars(21) + "." + Fake.chars(48)),
    Example("New Relic key", "NR" + "JS-" + Fake.chars(19, Fake.hex)),
    Example("New Relic key", Fake.chars(32, Fake.hex) + "FFFF" + "NRAL"),
    Example("Postman key", "PM" + "AK-" + Fake.chars(24, "0123456789ABCDEF") + "-" + Fake.chars(34, Fake.hex)),
    Example("Vault token", "hv" + "b." + Fake.chars(60) + "." + Fake.chars(40)),
    Example("Azure AD client secret", "." + Fake.chars(2) + "8Q~" + Fake.chars(32)),
    Example("Supabase token", "sb" + "p_" + Fake.chars(40, "abcdefghijklmnopqrstuvwxyz0123456789")),
    Example("Grafana token", "eyJr" + "Ijoi" + Fake.chars(90)),
    Example("Grafana token", "gl" + "sa_" + Fake.chars(12) + "_" + Fake.chars(28)),
    Example(
      "Sourcegraph token",
      "sg" + "p_" + Fake.chars(16, "0123456789abcdefABCDEF") + "_" + Fake.chars(40, "0123456789abcdefABCDEF")),
    Example("Octopus Deploy key", "API" + "-" + Fake.chars(31, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")),
    Example("SonarQube token", "sq" + "u_" + Fake.chars(40)),
    Example("RubyGems key", "rubygems" + "_" + Fake.chars(48, "abcdefghijklmnopqrstuvwxyz0123456789")),
    Example("Figma token", "fig" + "r_" + Fake.chars(40)),
    Example("Apify token", "apify" + "_api_" + Fake.chars(20) + "-" + Fake.chars(15)),
    Example("Pulumi token", "pul" + "-" + Fake.chars(40, "abcdefghijklmnopqrstuvwxyz0123456789")),
    Example("Postman key", "PM" + "AK-" + Fake.chars(30) + "-" + Fake.chars(28)),
    Example("Cloudflare Origin CA key", "v1" + ".0-" + Fake.chars(100) + "-" + Fake.chars(70)),
    Example(
      "Tailscale key",
      "tskey" + "-auth-" + Fake.chars(6) + "_" + Fake.chars(4) + "-" + Fake.chars(20) + "_" + Fake.chars(10)),
    Example("Brevo key", "xkeysib" + "-" + Fake.chars(40) + "_" + Fake.chars(40)),
    Example("Square token", "EA" + "AA" + Fake.chars(30) + "+" + Fake.chars(20) + "=" + Fake.chars(8)),
    Example("Flutterwave key", "FLW" + "SECK_TEST-" + Fake.chars(12, Fake.digits)),
    Example("Flutterwave key", "FLW" + "SECK-" + Fake.chars(32, "abcdefghijklmnopqrstuvwxyz0123456789") + "-X"),
    Example("Telegram bot token", Fake.chars(6, Fake.digits) + ":" + Fake.chars(35)),
    Example(
      "Microsoft Teams webhook",
      "https://acme.webhook.office.com/webhookb2/" + Fake.chars(8, Fake.hex) + "@" + Fake.chars(8, Fake.hex)
        + "/Incoming"
        + "Webhook/" + Fake.chars(32) + "/" + Fake.chars(12, Fake.hex), secret: Fake.chars(32)),
    Example("Zapier webhook", "https://hooks.zapier.com/hooks/catch/" + Fake.chars(16), secret: Fake.chars(16)),
    Example("Slack webhook", "https://hooks.slack.com/services/" + Fake.chars(44), secret: Fake.chars(44)),
    Example("Slack token", "xo" + "xa-2-" + Fake.chars(9, Fake.digits)),
    Example("Slack token", "xo" + "xr-" + Fake.chars(12, "abcdefghijklmnopqrstuvwxyz0123456789")),
    Example("Atlassian token", "AT" + "CTT3" + Fake.chars(16) + "=" + Fake.chars(8)),
    Example("Atlassian token", "AT" + "ATT" + Fake.chars(44) + "=" + Fake.chars(8)),
    Example("SendGrid key", "SG" + "." + Fake.chars(30) + "=" + Fake.chars(15) + "-" + Fake.chars(19)),
    Example("JFrog Artifactory key", "cmV" + "md" + Fake.chars(59, "abcdefghijklmnopqrstuvwxyz0123456789")),
    Example(
      "GitLab token", "_gitlab" + "_session=" + Fake.chars(32, "abcdefghijklmnopqrstuvwxyz0123456789"),
      secret: Fake.chars(32, "abcdefghijklmnopqrstuvwxyz0123456789")),
    Example(
      "Mapbox secret token", "sk" + "." + (0..<22).map { Fake.chars(3, seed: UInt64($0)) }.joined(separator: ".")),
    Example(
      "Terraform Cloud token", Fake.chars(14) + "w" + "atlas" + "v1" + "x" + Fake.chars(67, seed: 4)),
    Example("Amazon Bedrock key", "bedrock" + "-api-key-" + "YmVkcm9jay5hbWF6b25hd3MuY29t"),
    Example("Airtable token", "iKM" + "Jv6" + Fake.chars(28) + ".v1." + "r8I" + Fake.chars(60)),
  ]

  @Test(arguments: variants)
  func aVariantTheScannersAcceptIsFound(example: Example) {
    for written in ["token: \(example.value)\n", "\"\(example.value)\"", "key=\(example.value)&x=1"] {
      let (redacted, rules) = CredentialShapes.redactEmbedded(written, placeholder: "REDACTED")
      #expect(!redacted.contains(example.secret), "\(written)")
      #expect(rules.contains(.knownKey(provider: example.provider)), "\(written): \(rules)")
    }
  }

  /// Where a credential travels, as the "What is redacted" guide lists the places.
  enum Place: String, CaseIterable, Sendable {
    case header, query, pathSegment, deepJSON, form, multipart, text, eventData, eventText, jsonLines
    case urlValue, relativeLocation, htmlLink
  }

  static func encoded(_ value: String) -> String {
    value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? value
  }

  /// The entry of an exchange that carries `value` at `place` under the name `note`.
  static func exchange(_ value: String, at place: Place) -> (RecordedRequest, HTTPReply) {
    var url = "https://api.example.com/share"
    var headers: [HTTPHeader] = []
    var body = Data()
    var replyHeaders: [HTTPHeader] = []
    var replyBody = Data("ok".utf8)
    func reply(_ type: String, _ text: String) {
      replyHeaders = [HTTPHeader("Content-Type", type)]
      replyBody = Data(text.utf8)
    }
    let quoted = String(decoding: try! JSONEncoder().encode(value), as: UTF8.self)
    switch place {
    case .header: headers = [HTTPHeader("X-Note", value)]
    case .query: url += "?page=2&note=\(encoded(value))"
    case .pathSegment: url = "https://api.example.com/notes/\(encoded(value))/share"
    case .deepJSON:
      headers = [HTTPHeader("Content-Type", "application/json")]
      body = Data(#"{"data":{"items":[{"title":"kept"},{"note":\#(quoted)}]}}"#.utf8)
    case .form:
      headers = [HTTPHeader("Content-Type", "application/x-www-form-urlencoded")]
      body = Data("title=kept&note=\(encoded(value))".utf8)
    case .multipart:
      headers = [HTTPHeader("Content-Type", RedactionCarriedTests.multipartType)]
      body = RedactionCarriedTests.multipart([
        ("title", nil, nil, Data("kept".utf8)), ("note", nil, nil, Data(value.utf8)),
      ])
    case .text: reply("text/plain", "job 42 kept going\nconfigured with \(value)\ndone\n")
    case .eventData:
      reply("text/event-stream", "id: 1\ndata: {\"title\":\"kept\"}\n\nid: 2\ndata: {\"note\":\(quoted)}\n\n")
    case .eventText:
      reply("text/event-stream", "event: log\ndata: kept\n\nevent: log\ndata: using \(value) now\n\n")
    case .jsonLines: reply("application/x-ndjson", "{\"title\":\"kept\"}\n{\"note\":\(quoted)}\n")
    case .urlValue:
      reply(
        "application/json", #"{"title":"kept","next":"https://api.example.com/items?page=2&note=\#(encoded(value))"}"#)
    case .relativeLocation:
      replyHeaders = [HTTPHeader("Location", "/continue?step=2&note=\(encoded(value))")]
    case .htmlLink: reply("text/html", "<p>kept</p><a href=\"/continue?step=2&note=\(encoded(value))\">Go</a>")
    }
    let request = RecordedRequest(
      method: body.isEmpty ? "GET" : "POST", url: URL(string: url)!, headers: headers, body: body)
    return (request, HTTPReply(request: request, status: 200, headers: replyHeaders, body: replyBody))
  }

  @Test(arguments: examples)
  func eachProvidersKeyIsRedactedInEveryPlace(example: Example) throws {
    for place in Place.allCases {
      // A header cannot hold a line break, so a multi-line key never travels in one.
      if place == .header, example.value.contains("\n") { continue }
      let (request, reply) = Self.exchange(example.value, at: place)
      let (entry, findings) = HAREntryBuilder.entry(request, reply, redaction: .standard)
      let written = try RedactionCarriedTests.written(entry)
      #expect(
        !SecretScan.text(written, contains: example.secret), "\(example.provider) was written at \(place): \(written)")
      #expect(
        findings.contains { $0.rule == .knownKey(provider: example.provider) },
        "\(place): \(findings.map { "\($0.location): \($0.rule)" })")
      if ![.header, .query, .pathSegment, .relativeLocation].contains(place) {
        #expect(written.contains("kept"), "\(place) lost what it should keep")
      }
    }
  }

  /// What redaction writes stays what it was: every provider's key in every place, and each
  /// place that has a syntax parses as its kind after redaction as before (JSON as JSON, a form
  /// as a form with the same fields, a URL as a URL with the same host and parameters). Headers,
  /// plain text, HTML and multipart parts have none to break.
  @Test(arguments: examples)
  func aRedactedBodyParsesAsItsKind(example: Example) throws {
    func json(_ text: String?) -> Bool {
      text.map { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) != nil } ?? false
    }
    func fields(_ query: String?) -> [String]? {
      guard let query else { return nil }
      var components = URLComponents()
      components.percentEncodedQuery = query
      return components.queryItems?.map(\.name)
    }
    for place in Place.allCases where place != .header || !example.value.contains("\n") {
      let (request, reply) = Self.exchange(example.value, at: place)
      let (entry, _) = HAREntryBuilder.entry(request, reply, redaction: .standard)
      let body = entry.response.content.text ?? ""
      switch place {
      case .deepJSON: #expect(json(entry.request.postData?.text), "\(place): \(entry.request.postData?.text ?? "")")
      case .form:
        #expect(fields(entry.request.postData?.text) == ["title", "note"], "\(entry.request.postData?.text ?? "")")
      case .query, .pathSegment:
        let url = try #require(URLComponents(string: entry.request.url), "\(place): \(entry.request.url)")
        #expect(url.host == "api.example.com")
        #expect(url.queryItems?.map(\.name) == (place == .query ? ["page", "note"] : nil), "\(entry.request.url)")
      case .jsonLines:
        #expect(body.split(separator: "\n").allSatisfy { json(String($0)) }, "\(body)")
      case .eventData:
        let data = body.split(separator: "\n").filter { $0.hasPrefix("data: ") }.map { String($0.dropFirst(6)) }
        #expect(data.count == 2 && data.allSatisfy(json), "\(body)")
      case .urlValue:
        let object = try #require(
          try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: String], "\(body)")
        let next = try #require(URLComponents(string: object["next"] ?? ""), "\(body)")
        #expect(next.host == "api.example.com" && next.queryItems?.map(\.name) == ["page", "note"], "\(body)")
      case .relativeLocation:
        let location = entry.response.headers.first { $0.name == "Location" }?.value ?? ""
        #expect(fields(URLComponents(string: location)?.percentEncodedQuery) == ["step", "note"], "\(location)")
      case .header, .multipart, .text, .eventText, .htmlLink: continue
      }
    }
  }

  /// Unicode's word boundaries join `key:ghp_…` or `a.ghp_…` into one word; a key is found
  /// between any punctuation.
  @Test(arguments: examples)
  func aKeyIsFoundBetweenPunctuation(example: Example) {
    for written in ["token:\(example.value).", "(\(example.value))", "x.\(example.value),", "'\(example.value)'"] {
      let (redacted, rules) = CredentialShapes.redactEmbedded(written, placeholder: "REDACTED")
      #expect(!redacted.contains(example.secret), "\(written)")
      #expect(rules.contains(.knownKey(provider: example.provider)), "\(written): \(rules)")
    }
  }

  /// A JWT whose payload is encrypted or opaque (AppFollow's, Portainer's) is found by its header,
  /// which names the algorithm that signs it; dotted base64 whose first piece is JSON without an
  /// algorithm is kept when its second is not JSON either.
  @Test func aJWTIsFoundByAHeaderThatNamesItsAlgorithm() {
    func base64URL(_ text: String) -> String {
      Data(text.utf8).base64EncodedString().replacingOccurrences(of: "=", with: "")
        .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
    }
    let opaque = base64URL(#"{"typ":"JWT","alg":"HS256"}"#) + "." + Fake.chars(70) + "." + Fake.chars(43, seed: 5)
    let (redacted, rules) = CredentialShapes.redactEmbedded("session \(opaque) ends", placeholder: "REDACTED")
    #expect(redacted == "session REDACTED ends")
    #expect(rules == [.jwt])
    let noAlgorithm = base64URL(#"{"kid":"7","v":1}"#) + "." + Fake.chars(70) + "." + Fake.chars(43, seed: 5)
    #expect(CredentialShapes.redactEmbedded("id \(noAlgorithm)", placeholder: "REDACTED").text == "id \(noAlgorithm)")
  }

  /// A key of a provider's form whose body is one character repeated is written to fill the form
  /// (the scanners' own test data has `API-AAAA…` and `sk-BBBB…`): it is kept, as `xxxx` is.
  @Test func aKeyOfOneRepeatedCharacterIsADocumentationExample() {
    let text = "API-" + String(repeating: "A", count: 29) + " and sk-" + String(repeating: "B", count: 48)
    #expect(CredentialShapes.redactEmbedded(text, placeholder: "REDACTED").text == text)
  }

  @Test func everyShapeOfTheCatalogueHasAnExample() {
    #expect(Set(Self.examples.map(\.provider)) == Set(KeyShape.catalogue.map(\.provider)))
  }

  /// The guide's table of providers is written from the catalogue: with `DOUBLES_UPDATE_GOLDEN`
  /// set, this test writes it (`DOUBLES_UPDATE_GOLDEN=1 swift test --filter KeyShapeCatalogue`).
  @Test func theGuidesTableIsTheCatalogue() throws {
    let text = try String(contentsOf: Self.guide, encoding: .utf8)
    let header = "| provider | what it looks like | in the rule sets |\n| --- | --- | --- |\n"
    let start = try #require(text.range(of: header), "What is redacted has no table of providers")
    let end = text.range(of: "\n\n", range: start.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
    let table =
      header
      + KeyShape.catalogue.map { "| \($0.provider) | \($0.looks) | \($0.source) |" }.joined(separator: "\n")
    if ProcessInfo.processInfo.environment["DOUBLES_UPDATE_GOLDEN"] != nil {
      try text.replacingCharacters(in: start.lowerBound..<end, with: table)
        .write(to: Self.guide, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      String(text[start.lowerBound..<end]) == table,
      "What is redacted's table of providers is not the catalogue's: DOUBLES_UPDATE_GOLDEN=1 swift test --filter KeyShapeCatalogue writes it"
    )
  }

  static let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/DoublesHTTP/DoublesHTTP.docc/WhatIsRedacted.md")
}
