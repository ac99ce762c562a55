import Foundation

extension KeyShape {
  /// The keys and webhooks of messaging and email services: Slack, Discord, Teams, Telegram, Twilio, SendGrid, Brevo, Zapier.
  static let messaging: [KeyShape] = [
    KeyShape(
      "Slack token", looks: #"`xoxb-`, `xoxp-`, `xoxa-`, `xoxr-`, `xoxs-`, `xoxe.xoxp-`, `xapp-…`"#,
      source:
        "gitleaks slack-bot-token, slack-user-token, slack-app-token, slack-config-access-token, slack-legacy-*; trufflehog slack",
      anchors: ["xox", "xapp-"]
    ) {
      Regex(#/\b(?:xox[abeoprs]-[A-Za-z0-9-]{10,250}|xoxe\.xox[bp]-[A-Za-z0-9-]{20,250}|xapp-\d-[A-Za-z0-9-]{20,250})/#)
    },
    KeyShape(
      "Slack webhook", looks: #"the last segment of `hooks.slack.com/services/…` (and `/workflows/`, `/triggers/`)"#,
      source: "gitleaks slack-webhook-url; trufflehog slackwebhook", anchors: ["hooks.slack.com"]
    ) {
      Regex(
        #/hooks\.slack\.com\\?\/(?:services|workflows|triggers)\\?\/(?:[A-Za-z0-9]+\\?\/){2,3}(?<secret>[A-Za-z0-9]{16,})(?![A-Za-z0-9\/\\])/#
      )
    },
    KeyShape(
      "Discord webhook", looks: #"the token of `discord.com/api/webhooks/<id>/…`"#,
      source: "trufflehog discordwebhook", anchors: ["webhooks"]
    ) {
      Regex(#/discord(?:app)?\.com\\?\/api\\?\/webhooks\\?\/\d+\\?\/(?<secret>[A-Za-z0-9_-]{60,})/#)
    },
    KeyShape(
      "Microsoft Teams webhook", looks: #"the key and ids after `IncomingWebhook/` in a `webhook.office.com` URL"#,
      source: "gitleaks microsoft-teams-webhook; trufflehog microsoftteamswebhook",
      anchors: ["IncomingWebhook"]
    ) {
      // The key alone, when the URL is cut after it, is the secret still.
      Regex(#/IncomingWebhook\\?\/(?<secret>[a-f0-9]{32}(?:\\?\/[A-Za-z0-9_-]{8,}(?:\\?\/[A-Za-z0-9_-]{8,})?)?)/#)
    },
    KeyShape(
      "Discord bot token", looks: #"three dotted base64url pieces, the first starting with `M`, `N` or `O`"#,
      source: "gitleaks discord-api-token; trufflehog discordbottoken", anchors: ["."]
    ) {
      Regex(#/\b[MNO][A-Za-z0-9_-]{22,26}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}\b/#)
    },
    KeyShape(
      "Telegram bot token", looks: #"`<bot id>:AA` and 33 characters, also in `/bot<token>/` paths (`bot` is kept)"#,
      source: "gitleaks telegram-bot-api-token; trufflehog telegrambottoken", anchors: [":AA"]
    ) {
      Regex(#/(?:\b|bot)(?<secret>\d{8,10}:AA[A-Za-z0-9_-]{33})\b/#)
    },
    KeyShape(
      "Twilio API key",
      looks: #"`SK` and 32 hex digits (the auth token, 32 hex digits with no prefix, by its name `auth_token`)"#,
      source: "gitleaks twilio-api-key; trufflehog twilio", anchors: ["SK"]
    ) {
      Regex(#/\bSK[0-9a-fA-F]{32}\b/#)
    },
    KeyShape(
      "SendGrid key", looks: #"`SG.` + 22 + `.` + 43 characters"#,
      source: "gitleaks sendgrid-api-token; trufflehog sendgrid", anchors: ["SG."]
    ) {
      Regex(#/\bSG\.[A-Za-z0-9_-]{20,24}\.[A-Za-z0-9_-]{39,50}(?![A-Za-z0-9_-])/#)
    },
    KeyShape(
      "Mailgun key", looks: #"`key-` or `pubkey-` and 32 characters"#,
      source: "gitleaks mailgun-private-api-token, mailgun-pub-key; trufflehog mailgun",
      anchors: ["key-", "pubkey-"]
    ) {
      Regex(#/\b(?:pub)?key-[0-9a-z]{32}\b/#)
    },
    KeyShape(
      "Mailchimp key", looks: #"32 hex digits and `-us<n>`"#,
      source: "gitleaks mailchimp-api-key; trufflehog mailchimp", anchors: ["-us"]
    ) {
      Regex(#/\b[0-9a-f]{32}-us\d{1,2}\b/#)
    },
    KeyShape(
      "Brevo key", looks: #"`xkeysib-`, 64 hex digits, `-` and 16 letters and digits"#,
      source: "gitleaks sendinblue-api-token; trufflehog sendinbluev2", anchors: ["xkeysib-"]
    ) {
      Regex(#/\bxkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}\b/#)
    },
    KeyShape(
      "Zapier webhook", looks: #"the ids after `hooks.zapier.com/hooks/catch/`"#, source: "trufflehog zapierwebhook",
      anchors: ["hooks.zapier.com"]
    ) {
      Regex(#/hooks\.zapier\.com\\?\/hooks\\?\/catch\\?\/(?<secret>[0-9]{4,}\\?\/[A-Za-z0-9]{6,})/#)
    },
    KeyShape(
      "Tines webhook", looks: #"the path after `tines.com/webhook/`"#, source: "trufflehog tineswebhook",
      anchors: ["tines.com"]
    ) {
      Regex(#/tines\.com\\?\/webhook\\?\/(?<secret>[a-z0-9]{32}\\?\/[a-z0-9]{32})/#)
    },
    KeyShape(
      "PubNub key", looks: #"`pub-c-` or `sub-c-` and a UUID"#,
      source: "trufflehog pubnubpublishkey, pubnubsubscriptionkey", anchors: ["pub-c-", "sub-c-"]
    ) {
      Regex(#/\b(?:pub|sub)-c-[a-z0-9]{8}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{12}\b/#)
    },
  ]
}
