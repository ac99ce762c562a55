import Foundation

extension KeyShape {
  /// The keys and webhooks of messaging and email services: Slack, Discord, Teams, Telegram, Twilio, SendGrid, Brevo, Zapier.
  static let messaging: [KeyShape] = [
    KeyShape(
      "Slack token",
      looks: #"`xoxb-`, `xoxp-`, `xoxa-`, `xoxr-`, `xoxs-`, `xoxo-` and a number, `xoxe.xoxp-`, `xapp-…`"#,
      source:
        "gitleaks slack-bot-token, slack-user-token, slack-app-token, slack-config-access-token, slack-legacy-*; trufflehog slack",
      // Legacy workspace tokens (`xoxa-2-…`, `xoxr-…`) may be as short as 15 characters. A token
      // starts with a number (a team's or a version), but a legacy one's single run of letters and
      // digits: `xoxo-indieweb-1.jpg` and `xoxb-not-a-real-token` are words.
      anchors: ["xox", "xapp-"], shortestRun: 15
    ) {
      Regex(
        #/\b(?:xox[abeoprs]-(?:\d[A-Za-z0-9-]{9,249}|(?=[A-Za-z]*\d)[A-Za-z0-9]{10,48}(?![A-Za-z0-9-]))|xoxe\.xox[bp]-[A-Za-z0-9-]{20,250}|xapp-\d-[A-Za-z0-9-]{20,250})/#
      )
    },
    KeyShape(
      "Slack webhook",
      looks: #"the last segment of `hooks.slack.com/services/…` (and `/workflows/`, `/triggers/`), or its one segment"#,
      source: "gitleaks slack-webhook-url; trufflehog slackwebhook", anchors: ["hooks.slack.com"]
    ) {
      // The ids are kept when a secret segment of 16 or more ends the path; a path of one
      // segment (the older and the workflow forms) is the secret whole.
      Regex(
        #/hooks\.slack\.com\\?\/(?:services|workflows|triggers)\\?\/(?:(?:[A-Za-z0-9]+\\?\/){2,3}(?=[A-Za-z0-9]{16,}(?![A-Za-z0-9+\/\\])))?(?<secret>[A-Za-z0-9+](?:[A-Za-z0-9+]|\\?\/){15,})/#
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
      Regex(#/IncomingWebhook\\?\/(?<secret>[A-Za-z0-9]{32}(?:\\?\/[A-Za-z0-9_-]{8,}(?:\\?\/[A-Za-z0-9_-]{8,})?)?)/#)
    },
    KeyShape(
      "Discord bot token", looks: #"three dotted base64url pieces, the first starting with `M`, `N` or `O`"#,
      source: "gitleaks discord-api-token; trufflehog discordbottoken", anchors: ["."]
    ) {
      // The first piece is a user id's digits in base64, so it starts with `M`, `N` or `O`.
      Regex(#/\b[MNO][A-Za-z0-9_-]{22,26}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}\b/#)
    },
    KeyShape(
      "Telegram bot token",
      looks: #"a bot id of 5 to 16 digits, `:` and 35 characters, also in `/bot<token>/` paths (`bot` is kept)"#,
      source: "gitleaks telegram-bot-api-token; trufflehog telegrambottoken", anchors: [":"]
    ) {
      Regex(#/(?:\b|bot)(?<secret>\d{5,16}:[A-Za-z0-9_-]{35})(?![A-Za-z0-9_-])/#)
    },
    KeyShape(
      "Twilio API key",
      looks: #"`SK` and 32 hex digits (the auth token, 32 hex digits with no prefix, by its name `auth_token`)"#,
      source: "gitleaks twilio-api-key; trufflehog twilio", anchors: ["SK"]
    ) {
      Regex(#/\bSK[0-9a-fA-F]{32}\b/#)
    },
    KeyShape(
      "SendGrid key", looks: #"`SG.` + 22 + `.` + 43 characters, or `SG.` + 66 with `=` among them"#,
      source: "gitleaks sendgrid-api-token; trufflehog sendgrid", anchors: ["SG."]
    ) {
      Regex(
        #/\bSG\.(?:[A-Za-z0-9_-]{20,24}\.[A-Za-z0-9_-]{39,50}(?![A-Za-z0-9_-])|(?=[A-Za-z0-9_.=-]{0,65}=)[A-Za-z0-9_.=-]{66}(?![A-Za-z0-9_=-]))/#
      )
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
      "Brevo key", looks: #"`xkeysib-` and 81 letters, digits, `-` and `_` (64 hex digits, `-`, 16 more)"#,
      source: "gitleaks sendinblue-api-token; trufflehog sendinbluev2", anchors: ["xkeysib-"]
    ) {
      Regex(#/\bxkeysib-[A-Za-z0-9_-]{81}(?![A-Za-z0-9_-])/#)
    },
    KeyShape(
      "Zapier webhook", looks: #"the ids after `hooks.zapier.com/hooks/catch/` (or its one 16-character id)"#,
      source: "trufflehog zapierwebhook",
      anchors: ["hooks.zapier.com"]
    ) {
      Regex(
        #/hooks\.zapier\.com\\?\/hooks\\?\/catch\\?\/(?<secret>[0-9]{4,}\\?\/[A-Za-z0-9]{6,}|[A-Za-z0-9]{16}(?![A-Za-z0-9]))/#
      )
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
    KeyShape(
      "Meta access token", looks: #"`EAA`, a capital and 100 or more letters and digits"#,
      source: "gitleaks facebook-page-access-token",
      anchors: ["EAA"]
    ) {
      Regex(#/\bEAA[A-Z][A-Za-z0-9]{100,}/#)
    },
    KeyShape(
      "X bearer token", looks: #"22 `A`s and 80 to 100 letters, digits and `%`"#,
      source: "gitleaks twitter-bearer-token",
      anchors: ["AAAAAAAAAAAAAAAAAAAAAA"], spansLines: true
    ) {
      Regex(#/\bA{22}[A-Za-z0-9%]{80,100}/#)
    },
    KeyShape(
      "Webex bot token", looks: #"64 letters and digits, `_`, 4, `_` and a UUID of letters and digits"#,
      source: "trufflehog webexbot",
      anchors: ["_"]
    ) {
      Regex(
        #/\b[A-Za-z0-9]{64}_[A-Za-z0-9]{4}_[A-Za-z0-9]{8}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{12}\b/#
      )
    },
    KeyShape(
      "Asana token",
      looks: #"an id, `/`, 16 or more digits (twice, in the newer form), `:` and 32 or more letters and digits"#,
      source: "trufflehog asanapersonalaccesstoken",
      anchors: [":"]
    ) {
      Regex(#/\b\d{1,6}\/\d{16,}(?:\/\d{16,})?:[A-Za-z0-9]{32,}\b/#)
    },
    KeyShape(
      "Smooch key", looks: #"`act_` and 24 lower-case letters and digits"#, source: "trufflehog smooch",
      anchors: ["act_"]
    ) {
      Regex(#/\bact_(?=[a-z]*[0-9])[a-z0-9]{24}\b/#)
    },
    KeyShape(
      "SalesBlink key", looks: #"`key-` and 64 letters and digits"#, source: "trufflehog salesblink",
      anchors: ["key-"]
    ) {
      Regex(#/\bkey-(?=[A-Za-z0-9]*[0-9])(?=[A-Za-z0-9]*[A-Z])(?=[A-Za-z0-9]*[a-z])[A-Za-z0-9]{64}\b/#)
    },
    KeyShape(
      "Telnyx key", looks: #"`KEY` and 55 characters"#, source: "trufflehog telnyx",
      anchors: ["KEY"]
    ) {
      Regex(
        #/\bKEY(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[A-Z])(?=[A-Za-z0-9_-]*[a-z])[A-Za-z0-9_-]{55}(?![A-Za-z0-9_-])/#
      )
    },
    KeyShape(
      "Convier key", looks: #"an id of 1 to 10 digits, `|` and 40 letters and digits"#, source: "trufflehog convier",
      anchors: ["|"], spansLines: true
    ) {
      Regex(#/\b\d{1,10}\|[A-Za-z0-9]{40}\b/#)
    },
  ]
}
