import Foundation

extension KeyShape {
  /// The keys of payment, commerce and business platforms: Stripe, Square, Shopify, Plaid, HubSpot, Salesforce.
  static let payments: [KeyShape] = [
    KeyShape(
      "Stripe key", looks: #"`sk_live_`, `sk_test_`, `rk_live_`, `rk_test_` keys; `whsec_` webhook secrets"#,
      source: "gitleaks stripe-access-token; trufflehog stripe",
      anchors: ["sk_live_", "sk_test_", "sk_prod_", "rk_live_", "rk_test_", "rk_prod_", "whsec_"]
    ) {
      Regex(#/\b(?:[sr]k_(?:live|test|prod)_[A-Za-z0-9]{10,247}|whsec_[A-Za-z0-9+\/=]{32,})\b/#)
    },
    KeyShape(
      "Square token", looks: #"`sq0atp-…`, `sq0csp-…`, `EAAA` and 60 characters"#,
      source: "gitleaks square-access-token, square-secret; trufflehog square, squareapp",
      anchors: ["sq0atp-", "sq0c", "EAAA"]
    ) {
      Regex(
        #/\b(?:sq0atp-[A-Za-z0-9_-]{22,60}|sq0c[a-z]{2}-[A-Za-z0-9_-]{40,50}|EAAA[A-Za-z0-9_+=-]{60})(?![A-Za-z0-9_+=-])/#
      )
    },
    KeyShape(
      "Shopify token", looks: #"`shpat_`, `shpca_`, `shppa_`, `shpss_` and 32 hex digits"#,
      source:
        "gitleaks shopify-access-token, shopify-custom-access-token, shopify-private-app-access-token, shopify-shared-secret; trufflehog shopify",
      anchors: ["shpat_", "shpca_", "shppa_", "shpss_"]
    ) {
      Regex(#/\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b/#)
    },
    KeyShape(
      "Shippo token", looks: #"`shippo_live_` or `shippo_test_` and 40 hex digits"#,
      source: "gitleaks shippo-api-token; trufflehog shippo", anchors: ["shippo_"]
    ) {
      Regex(#/\bshippo_(?:live|test)_[a-f0-9]{40}\b/#)
    },
    KeyShape(
      "EasyPost key", looks: #"`EZAK` or `EZTK` and 54 letters and digits"#,
      source: "gitleaks easypost-api-token, easypost-test-api-token", anchors: ["EZAK", "EZTK"]
    ) {
      Regex(#/\bEZ[AT]K[A-Za-z0-9]{54}\b/#)
    },
    KeyShape(
      "Duffel token", looks: #"`duffel_live_` or `duffel_test_` and 43 characters"#,
      source: "gitleaks duffel-api-token; trufflehog duffeltoken", anchors: ["duffel_"]
    ) {
      Regex(#/\bduffel_(?:test|live)_[A-Za-z0-9_=-]{43}(?![A-Za-z0-9_=-])/#)
    },
    KeyShape(
      "Flutterwave key",
      looks:
        #"`FLWSECK-`, `FLWSECK_TEST-`, `FLWPUBK…`, 32 characters and `-X`; the encryption key, `FLWSECK_TEST-` and 12"#,
      source: "gitleaks flutterwave-secret-key, flutterwave-public-key; trufflehog flutterwave",
      anchors: ["FLWSECK", "FLWPUBK"]
    ) {
      Regex(#/\bFLW(?:(?:SECK|PUBK)(?:_TEST)?-[A-Za-z0-9]{32}-X|SECK_TEST-[A-Za-z0-9]{12})\b/#)
    },
    KeyShape(
      "Plaid access token", looks: #"`access-sandbox-`, `access-development-`, `access-production-` and a UUID"#,
      source: "gitleaks plaid-api-token; trufflehog plaidkey",
      anchors: ["access-sandbox-", "access-development-", "access-production-"]
    ) {
      Regex(
        #/\baccess-(?:sandbox|development|production)-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}\b/#)
    },
    KeyShape(
      "Ramp key", looks: #"`ramp_id_` or `ramp_sec_` and 40 to 48 letters and digits"#, source: "trufflehog ramp",
      anchors: ["ramp_"]
    ) {
      Regex(#/\bramp_(?:id|sec)_[A-Za-z0-9]{40,48}\b/#)
    },
    KeyShape(
      "HubSpot token", looks: #"`pat-na1-` or `pat-eu1-` and a UUID"#, source: "trufflehog hubspot_apikey",
      anchors: ["pat-na1-", "pat-eu1-"]
    ) {
      Regex(#/\bpat-(?:na|eu)1-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}\b/#)
    },
    KeyShape(
      "Salesforce refresh token",
      looks: #"`5Aep861` and 80 characters or more (access tokens, `00D…!…`, by the `Bearer` they travel after)"#,
      source: "trufflehog salesforcerefreshtoken", anchors: ["5Aep861"]
    ) {
      Regex(#/\b5Aep861[A-Za-z0-9._]{80,}/#)
    },
    KeyShape(
      "Salesforce consumer key", looks: #"`3MVG9` and 80 to 251 letters, digits, `.` and `_`"#,
      source: "trufflehog salesforceoauth2, salesforcerefreshtoken", anchors: ["3MVG9"]
    ) {
      Regex(#/\b3MVG9[A-Za-z0-9._]{80,251}(?![A-Za-z0-9._])/#)
    },
    KeyShape(
      "Baremetrics key", looks: #"`sk_` or `lk_` and 18 to 25 letters and digits, mixed"#,
      source: "trufflehog baremetrics", anchors: ["sk_", "lk_"]
    ) {
      Regex(#/\b[sl]k_(?=[A-Za-z0-9]*[0-9])(?=[A-Za-z0-9]*[A-Z])(?=[A-Za-z0-9]*[a-z])[A-Za-z0-9]{18,25}\b/#)
    },
    KeyShape(
      "Razorpay key", looks: #"`rzp_live_` or `rzp_test_` and 14 letters and digits"#, source: "trufflehog razorpay",
      anchors: ["rzp_"]
    ) {
      Regex(#/\brzp_(?:live|test)_[A-Za-z0-9]{14}\b/#)
    },
    KeyShape(
      "Recharge token", looks: #"`sk_`, an optional `test_`, a plan such as `1x1_` and 64 hex digits"#,
      source: "trufflehog rechargepayments", anchors: ["sk_"]
    ) {
      Regex(#/\bsk_(?:test_)?\d{1,2}x\d_[a-fA-F0-9]{64}\b/#)
    },
    KeyShape(
      "Robinhood Crypto key", looks: #"`rh-api-` and a UUID"#, source: "trufflehog robinhoodcrypto",
      anchors: ["rh-api-"]
    ) {
      Regex(#/\brh-api-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}\b/#)
    },
    KeyShape(
      "Photoroom key", looks: #"`sk_pr_`, a name, `_` and 40 hex digits"#, source: "trufflehog photoroom",
      anchors: ["sk_pr_"]
    ) {
      Regex(#/\bsk_pr_[A-Za-z0-9]+_[a-f0-9]{40}\b/#)
    },
    KeyShape(
      "BestTime key", looks: #"`pri_` and 32 hex digits"#, source: "trufflehog besttime", anchors: ["pri_"]
    ) {
      Regex(#/\bpri_[a-f0-9]{32}\b/#)
    },
    KeyShape(
      "Bannerbear key", looks: #"`bb_pr_` or `bb_ma_` and 30 hex digits"#, source: "trufflehog bannerbear",
      anchors: ["bb_pr_", "bb_ma_"]
    ) {
      Regex(#/\bbb_(?:pr|ma)_[a-f0-9]{30}\b/#)
    },
    KeyShape(
      "Zoho token", looks: #"`1000.`, 32 hex digits, `.` and 32 more"#, source: "trufflehog zohocrm", anchors: ["1000."]
    ) {
      Regex(#/\b1000\.[a-f0-9]{32}\.[a-f0-9]{32}\b/#)
    },
    KeyShape(
      "Paystack key", looks: #"`sk_`, a lower-case word, `_` and 40 letters and digits"#, source: "trufflehog paystack",
      anchors: ["sk_"]
    ) {
      Regex(#/\bsk_[a-z]{4,10}_(?=[A-Za-z0-9]*[0-9])(?=[A-Za-z0-9]*[A-Z])(?=[A-Za-z0-9]*[a-z])[A-Za-z0-9]{40}\b/#)
    },
    KeyShape(
      "Ticket Tailor key", looks: #"`sk_`, 4 digits, `_`, 6 digits, `_` and 32 hex digits"#,
      source: "trufflehog tickettailor",
      anchors: ["sk_"]
    ) {
      Regex(#/\bsk_\d{4}_\d{6}_[a-f0-9]{32}\b/#)
    },
    KeyShape(
      "Checkout.com key", looks: #"`sk_` or `sk_test_` and a UUID"#, source: "trufflehog checkout",
      anchors: ["sk_"]
    ) {
      Regex(#/\bsk_(?:test_)?[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b/#)
    },
    KeyShape(
      "IEX Cloud key", looks: #"`sk_` and 32 lower-case letters and digits"#, source: "trufflehog iexapis",
      anchors: ["sk_"]
    ) {
      Regex(#/\bsk_(?=[a-z]*[0-9])[a-z0-9]{32}\b/#)
    },
    KeyShape(
      "Lob key", looks: #"`live_` or `test_` and 35 hex digits; `live_pub_` or `test_pub_` and 31"#,
      source: "gitleaks lob-api-key, lob-pub-api-key; trufflehog lob",
      anchors: ["live_", "test_"]
    ) {
      Regex(#/\b(?:live|test)_(?:pub_[a-f0-9]{31}|[a-f0-9]{35})\b/#)
    },
    KeyShape(
      "Column key", looks: #"`live_` or `test_` and 27 letters and digits"#, source: "trufflehog column",
      anchors: ["live_", "test_"]
    ) {
      Regex(#/\b(?:live|test)_(?=[A-Za-z0-9]*[0-9])(?=[A-Za-z0-9]*[A-Z])(?=[A-Za-z0-9]*[a-z])[A-Za-z0-9]{27}\b/#)
    },
    KeyShape(
      "GoCardless token", looks: #"`live_` and 40 letters, digits, `_`, `=` and `-`"#,
      source: "gitleaks gocardless-api-token; trufflehog gocardless",
      anchors: ["live_"]
    ) {
      Regex(#/\blive_(?=[A-Za-z0-9_=-]*[0-9])[A-Za-z0-9_=-]{40}(?![A-Za-z0-9_=-])/#)
    },
    KeyShape(
      "Pagar.me key", looks: #"`ak_live_` or `ak_test_` and 30 letters and digits"#, source: "trufflehog pagarme",
      anchors: ["ak_live_", "ak_test_"]
    ) {
      Regex(#/\bak_(?:live|test)_[A-Za-z0-9]{30}\b/#)
    },
    KeyShape(
      "Gemini exchange key", looks: #"`master-` or `account-` and 20 letters and digits"#, source: "trufflehog gemini",
      anchors: ["master-", "account-"]
    ) {
      Regex(#/\b(?:master|account)-(?=[A-Za-z0-9]*[0-9])(?=[A-Za-z0-9]*[A-Z])(?=[A-Za-z0-9]*[a-z])[A-Za-z0-9]{20}\b/#)
    },
    KeyShape(
      "Finage key", looks: #"`API_KEY` and 32 capitals and digits"#, source: "trufflehog finage",
      anchors: ["API_KEY"]
    ) {
      Regex(#/\bAPI_KEY(?=[A-Z]*[0-9])[A-Z0-9]{32}\b/#)
    },
  ]
}
