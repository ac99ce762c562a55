import Foundation

extension KeyShape {
  /// The providers' key formats Doubles finds anywhere, learnt from the public rule sets of
  /// gitleaks (`config/gitleaks.toml`, rule ids below) and trufflehog (`pkg/detectors`, detector
  /// names below). Only formats with a fixed prefix or structure are here: a 32-digit hex key
  /// with no prefix (Datadog, Twilio's auth token, Heroku's older keys) is found by the name
  /// that carries it (`DD-API-KEY`, `auth_token`), as the rule sets do with keywords.
  ///
  /// Each expression was written from the format, not copied; `\b` keeps a shape from matching
  /// inside a longer word, and a URL's slashes may be JSON-escaped (`\/`), as in a JSON body cut
  /// short and read as text.
  package static let catalogue: [KeyShape] = [
    // Source control and package registries.
    KeyShape(
      "GitHub token",
      source: "gitleaks github-pat, github-oauth, github-app-token, github-refresh-token; trufflehog github",
      anchors: ["ghp_", "gho_", "ghu_", "ghs_", "ghr_"]
    ) {
      Regex(#/\bgh[pousr]_[A-Za-z0-9]{36,251}\b/#)
    },
    KeyShape(
      "GitHub fine-grained token", source: "gitleaks github-fine-grained-pat; trufflehog github",
      anchors: ["github_pat_"]
    ) {
      Regex(#/\bgithub_pat_[A-Za-z0-9_]{80,251}\b/#)
    },
    KeyShape(
      "GitLab token", source: "gitleaks gitlab-pat, gitlab-ptt, gitlab-rrt, gitlab-deploy-token…; trufflehog gitlab",
      anchors: [
        "glpat-", "gldt-", "glptt-", "glrt-", "glcbt-", "gloas-", "glimt-", "glagent-", "glsoat-", "glffct-", "glft-",
        "GR1348941",
      ]
    ) {
      Regex(
        #/\b(?:gl(?:pat|dt|ptt|rt|cbt|oas|imt|agent|soat|ffct|ft)-[A-Za-z0-9_.-]{20,}|GR1348941[A-Za-z0-9_-]{20,})/#)
    },
    KeyShape("npm token", source: "gitleaks npm-access-token; trufflehog npmtokenv2", anchors: ["npm_"]) {
      Regex(#/\bnpm_[A-Za-z0-9]{36}\b/#)
    },
    KeyShape("PyPI token", source: "gitleaks pypi-upload-token; trufflehog pypi", anchors: ["pypi-AgE"]) {
      Regex(#/\bpypi-AgE(?:IcHlwaS5vcmc|NdGVzdC5weXBpLm9yZw)[A-Za-z0-9_-]{50,1000}/#)
    },
    KeyShape(
      "Hugging Face token",
      source: "gitleaks huggingface-access-token, huggingface-organization-api-token; trufflehog huggingface",
      anchors: ["hf_", "api_org_"]
    ) {
      Regex(#/\b(?:hf_|api_org_)[A-Za-z]{34}\b/#)
    },
    // Payments and commerce.
    KeyShape(
      "Stripe key", source: "gitleaks stripe-access-token; trufflehog stripe",
      anchors: ["sk_live_", "sk_test_", "rk_live_", "rk_test_", "whsec_"]
    ) {
      Regex(#/\b(?:[sr]k_(?:live|test)_[A-Za-z0-9]{10,247}|whsec_[A-Za-z0-9+\/=]{32,})\b/#)
    },
    KeyShape(
      "Square token", source: "gitleaks square-access-token, square-secret; trufflehog square, squareapp",
      anchors: ["sq0atp-", "sq0csp-", "EAAA"]
    ) {
      Regex(#/\b(?:sq0atp-[A-Za-z0-9_-]{22}|sq0csp-[A-Za-z0-9_-]{43}|EAAA[A-Za-z0-9_-]{60})\b/#)
    },
    KeyShape(
      "Shopify token",
      source:
        "gitleaks shopify-access-token, shopify-custom-access-token, shopify-private-app-access-token, shopify-shared-secret; trufflehog shopify",
      anchors: ["shpat_", "shpca_", "shppa_", "shpss_"]
    ) {
      Regex(#/\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b/#)
    },
    // Messaging.
    KeyShape(
      "Slack token",
      source:
        "gitleaks slack-bot-token, slack-user-token, slack-app-token, slack-config-access-token, slack-legacy-*; trufflehog slack",
      anchors: ["xox", "xapp-"]
    ) {
      Regex(#/\b(?:xox[abeoprs]-[A-Za-z0-9-]{10,250}|xoxe\.xox[bp]-[A-Za-z0-9-]{20,250}|xapp-\d-[A-Za-z0-9-]{20,250})/#)
    },
    KeyShape(
      "Slack webhook", source: "gitleaks slack-webhook-url; trufflehog slackwebhook", anchors: ["hooks.slack.com"]
    ) {
      Regex(
        #/hooks\.slack\.com\\?\/(?:services|workflows|triggers)\\?\/(?:[A-Za-z0-9]+\\?\/){2,3}(?<secret>[A-Za-z0-9]{16,})(?![A-Za-z0-9\/\\])/#
      )
    },
    KeyShape(
      "Discord webhook", source: "gitleaks discord-webhook (as a URL); trufflehog discordwebhook", anchors: ["webhooks"]
    ) {
      Regex(#/discord(?:app)?\.com\\?\/api\\?\/webhooks\\?\/\d+\\?\/(?<secret>[A-Za-z0-9_-]{60,})/#)
    },
    KeyShape(
      "Microsoft Teams webhook", source: "gitleaks microsoft-teams-webhook; trufflehog microsoftteamswebhook",
      anchors: ["IncomingWebhook"]
    ) {
      // The key alone, when the URL is cut after it, is the secret still.
      Regex(#/IncomingWebhook\\?\/(?<secret>[a-f0-9]{32}(?:\\?\/[A-Za-z0-9_-]{8,}(?:\\?\/[A-Za-z0-9_-]{8,})?)?)/#)
    },
    KeyShape("Discord bot token", source: "gitleaks discord-api-token; trufflehog discordbottoken", anchors: ["."]) {
      Regex(#/\b[MNO][A-Za-z0-9_-]{22,26}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}\b/#)
    },
    KeyShape(
      "Telegram bot token", source: "gitleaks telegram-bot-api-token; trufflehog telegrambottoken", anchors: [":AA"]
    ) {
      Regex(#/(?:\b|bot)(?<secret>\d{8,10}:AA[A-Za-z0-9_-]{33})\b/#)
    },
    KeyShape("Twilio API key", source: "gitleaks twilio-api-key; trufflehog twilio", anchors: ["SK"]) {
      Regex(#/\bSK[0-9a-f]{32}\b/#)
    },
    KeyShape("SendGrid key", source: "gitleaks sendgrid-api-token; trufflehog sendgrid", anchors: ["SG."]) {
      Regex(#/\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b/#)
    },
    KeyShape(
      "Mailgun key", source: "gitleaks mailgun-private-api-token, mailgun-pub-key; trufflehog mailgun",
      anchors: ["key-", "pubkey-"]
    ) {
      Regex(#/\b(?:pub)?key-[0-9a-z]{32}\b/#)
    },
    KeyShape("Mailchimp key", source: "gitleaks mailchimp-api-key; trufflehog mailchimp", anchors: ["-us"]) {
      Regex(#/\b[0-9a-f]{32}-us\d{1,2}\b/#)
    },
    // Cloud, hosting and AI platforms.
    KeyShape("Google API key", source: "gitleaks gcp-api-key; trufflehog googleapikey", anchors: ["AIza"]) {
      Regex(#/\bAIza[A-Za-z0-9_-]{35}/#)
    },
    KeyShape(
      "Google OAuth secret",
      source: "gitleaks gcp-api-key (client secrets); trufflehog googleoauth2, gcpapplicationdefaultcredentials",
      anchors: ["GOCSPX-", "ya29.", "1//0"]
    ) {
      Regex(#/(?:\bGOCSPX-[A-Za-z0-9_-]{28}|\bya29\.[A-Za-z0-9_-]{30,}|\b1\/\/0[A-Za-z0-9_-]{40,})/#)
    },
    KeyShape("Azure AD client secret", source: "gitleaks azure-ad-client-secret; trufflehog azure", anchors: ["Q~"]) {
      Regex(#/\b[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}/#)
    },
    KeyShape(
      "Azure storage key", source: "trufflehog azurestorage; gitleaks generic (AccountKey)",
      anchors: ["AccountKey=", "SharedAccessKey=", "SharedAccessSignature="]
    ) {
      Regex(#/(?i:AccountKey|SharedAccessKey|SharedAccessSignature)=(?<secret>[^;"'\s]{20,})/#)
    },
    KeyShape("OpenAI key", source: "gitleaks openai-api-key; trufflehog openai, openaiadmin", anchors: ["sk-"]) {
      Regex(#/\bsk-(?:(?:proj|svcacct|admin)-[A-Za-z0-9_-]{40,200}|[A-Za-z0-9_-]{20,80}T3BlbkFJ[A-Za-z0-9_-]{20,80})/#)
    },
    KeyShape(
      "Anthropic key", source: "gitleaks anthropic-api-key, anthropic-admin-api-key; trufflehog anthropic",
      anchors: ["sk-ant-"]
    ) {
      Regex(#/\bsk-ant-(?:api|admin|oat|sid)\d{2}-[A-Za-z0-9_-]{80,}/#)
    },
    KeyShape("Heroku key", source: "gitleaks heroku-api-key-v2; trufflehog herokuv2", anchors: ["HRKU-"]) {
      Regex(#/\bHRKU-[A-Za-z0-9_-]{58,62}\b/#)
    },
    KeyShape(
      "DigitalOcean token",
      source:
        "gitleaks digitalocean-pat, digitalocean-access-token, digitalocean-refresh-token; trufflehog digitaloceanv2",
      anchors: ["dop_v1_", "doo_v1_", "dor_v1_"]
    ) {
      Regex(#/\bdo[opr]_v1_[a-f0-9]{64}\b/#)
    },
    KeyShape(
      "Atlassian token", source: "gitleaks atlassian-api-token; trufflehog atlassian", anchors: ["ATATT3", "ATCTT3"]
    ) {
      Regex(#/\bAT[AC]TT3[A-Za-z0-9_=-]{100,}/#)
    },
    KeyShape("Linear key", source: "gitleaks linear-api-key; trufflehog linearapi", anchors: ["lin_api_"]) {
      Regex(#/\blin_api_[A-Za-z0-9]{40}\b/#)
    },
    KeyShape("Postman key", source: "gitleaks postman-api-token; trufflehog postman", anchors: ["PMAK-"]) {
      Regex(#/\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}\b/#)
    },
    KeyShape("Doppler token", source: "gitleaks doppler-api-token; trufflehog doppler", anchors: ["dp."]) {
      Regex(#/\bdp\.(?:pt|ct|sa|scim|audit|st(?:\.[a-z0-9_-]{2,35})?)\.[A-Za-z0-9]{40,44}\b/#)
    },
    KeyShape(
      "Vault token", source: "gitleaks vault-service-token, vault-batch-token; trufflehog vault",
      anchors: ["hvs.", "hvb.", "hvr."]
    ) {
      Regex(#/\bhv[sbr]\.[A-Za-z0-9_-]{24,}/#)
    },
    KeyShape("Databricks token", source: "gitleaks databricks-api-token; trufflehog databrickstoken", anchors: ["dapi"])
    {
      Regex(#/\bdapi[a-f0-9]{32}(?:-\d)?\b/#)
    },
    KeyShape(
      "Grafana token", source: "gitleaks grafana-cloud-api-token, grafana-service-account-token; trufflehog grafana",
      anchors: ["glc_", "glsa_"]
    ) {
      Regex(#/\b(?:glc_[A-Za-z0-9+\/]{32,400}={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8})/#)
    },
    KeyShape(
      "Sentry token", source: "gitleaks sentry-org-token, sentry-user-token; trufflehog sentrytoken",
      anchors: ["sntrys_", "sntryu_"]
    ) {
      Regex(#/\bsntry[su]_[A-Za-z0-9+\/=_-]{40,}/#)
    },
    KeyShape(
      "New Relic key",
      source: "gitleaks new-relic-user-api-key, new-relic-insert-key; trufflehog newrelicpersonalapikey",
      anchors: ["NRAK-", "NRII-", "NRJS-"]
    ) {
      Regex(#/\bNR(?:AK|II|JS)-[A-Za-z0-9_-]{27,32}\b/#)
    },
    KeyShape("Notion token", source: "gitleaks notion-api-token; trufflehog notion", anchors: ["ntn_", "secret_"]) {
      Regex(#/\b(?:ntn_\d{11}[A-Za-z0-9]{35}|secret_[A-Za-z0-9]{43})\b/#)
    },
    KeyShape(
      "Supabase token", source: "trufflehog supabasetoken (sbp_); Supabase's secret API keys (sb_secret_)",
      anchors: ["sbp_", "sb_secret_"]
    ) {
      Regex(#/\b(?:sbp_[a-f0-9]{40}|sb_secret_[A-Za-z0-9_-]{20,})\b/#)
    },
    KeyShape(
      "Firebase server key", source: "gitleaks gcp-api-key (FCM); trufflehog firebasecloudmessaging",
      anchors: [":APA91b"]
    ) {
      Regex(#/\bAAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,}/#)
    },
    KeyShape("age secret key", source: "gitleaks age-secret-key", anchors: ["AGE-SECRET-KEY-1"]) {
      Regex(#/AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}/#)
    },
    KeyShape(
      "PuTTY private key", source: "gitleaks private-key (PuTTY-User-Key-File); trufflehog privatekey",
      anchors: ["Private-Lines:"],
      spansLines: true
    ) {
      Regex(#/Private-Lines: \d+\r?\n(?<secret>(?:[A-Za-z0-9+\/=]+\r?\n?)+)/#)
    },
  ]
}
