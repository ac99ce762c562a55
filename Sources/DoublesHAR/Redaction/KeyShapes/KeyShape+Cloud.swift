import Foundation

extension KeyShape {
  /// The keys of cloud, hosting and infrastructure providers: Google, Azure, Heroku, DigitalOcean, Cloudflare, Vault, Terraform.
  static let cloud: [KeyShape] = [
    KeyShape(
      "Google API key", looks: #"`AIza` and 35 characters"#, source: "gitleaks gcp-api-key",
      anchors: ["AIza"]
    ) {
      Regex(#/\bAIza[A-Za-z0-9_-]{35}/#)
    },
    KeyShape(
      "Google OAuth secret", looks: #"client secrets `GOCSPX-…`, access tokens `ya29.…`, refresh tokens `1//0…`"#,
      source:
        "trufflehog googleoauth2, gcpapplicationdefaultcredentials; Google's documented prefixes (GOCSPX-, ya29., 1//)",
      anchors: ["GOCSPX-", "ya29.", "1//0"]
    ) {
      Regex(#/(?:\bGOCSPX-[A-Za-z0-9_-]{28}|\bya29\.[A-Za-z0-9_-]{30,}|\b1\/\/0[A-Za-z0-9_-]{40,})/#)
    },
    KeyShape(
      "Azure AD client secret", looks: #"3 characters, a digit, `Q~` and 31–34 characters"#,
      source: "gitleaks azure-ad-client-secret; trufflehog azure_entra", anchors: ["Q~"]
    ) {
      Regex(#/(?:^|[^A-Za-z0-9_~-])(?<secret>[A-Za-z0-9_~.-]{3}\dQ~[A-Za-z0-9_~.-]{31,34})/#)
    },
    KeyShape(
      "Azure storage key",
      looks:
        #"`AccountKey=`, `SharedAccessKey=`, `SharedAccessSignature=` in connection strings (SAS `sig` in URLs: see signed URLs)"#,
      source: "trufflehog azure_storage; gitleaks generic-api-key (AccountKey)",
      anchors: ["AccountKey=", "SharedAccessKey=", "SharedAccessSignature="]
    ) {
      Regex(#/(?i:AccountKey|SharedAccessKey|SharedAccessSignature)=(?<secret>[^;"'\s]{20,})/#)
    },
    KeyShape(
      "Heroku key", looks: #"`HRKU-` and 60 characters (older UUID keys by their name)"#,
      source: "gitleaks heroku-api-key-v2; trufflehog heroku", anchors: ["HRKU-"]
    ) {
      Regex(#/\bHRKU-[A-Za-z0-9_-]{58,62}\b/#)
    },
    KeyShape(
      "DigitalOcean token", looks: #"`dop_v1_`, `doo_v1_`, `dor_v1_` and 64 hex digits"#,
      source:
        "gitleaks digitalocean-pat, digitalocean-access-token, digitalocean-refresh-token; trufflehog digitaloceanv2",
      anchors: ["dop_v1_", "doo_v1_", "dor_v1_"]
    ) {
      Regex(#/\bdo[opr]_v1_[a-f0-9]{64}\b/#)
    },
    KeyShape(
      "Atlassian token", looks: #"`ATATT3…`, `ATCTT3…` (100 or more; shorter, ending `=` and 8)"#,
      source: "gitleaks atlassian-api-token; trufflehog atlassian, jiratoken", anchors: ["ATATT", "ATCTT3"]
    ) {
      Regex(#/\b(?:AT[AC]TT3[A-Za-z0-9_=-]{100,}|(?:ATATT|ATCTT3)[A-Za-z0-9_=-]{10,}=[A-Za-z0-9]{8}\b)/#)
    },
    KeyShape(
      "Linear key", looks: #"`lin_api_` and 40 letters and digits"#,
      source: "gitleaks linear-api-key; trufflehog linearapi", anchors: ["lin_api_"]
    ) {
      Regex(#/\blin_api_[A-Za-z0-9]{40}\b/#)
    },
    KeyShape(
      "Postman key", looks: #"`PMAK-` and 59 letters, digits and dashes (24 hex digits, `-`, 34 more)"#,
      source: "gitleaks postman-api-token; trufflehog postman", anchors: ["PMAK-"]
    ) {
      Regex(#/\bPMAK-[A-Za-z0-9-]{59}(?![A-Za-z0-9_-])/#)
    },
    KeyShape(
      "Doppler token", looks: #"`dp.pt.`, `dp.st.`, `dp.ct.`, `dp.sa.`… and 40–44 characters"#,
      source: "gitleaks doppler-api-token; trufflehog doppler", anchors: ["dp."]
    ) {
      Regex(#/\bdp\.(?:pt|ct|sa|scim|audit|st(?:\.[a-z0-9_-]{2,35})?)\.[A-Za-z0-9]{40,44}\b/#)
    },
    KeyShape(
      "Vault token", looks: #"`hvs.`, `hvb.`, `hvr.` tokens"#,
      source:
        "gitleaks vault-service-token, vault-batch-token; trufflehog hashicorpvaulttoken, hashicorpvaultbatchtoken",
      anchors: ["hvs.", "hvb.", "hvr."]
    ) {
      Regex(#/\bhv[sbr]\.[A-Za-z0-9_.-]{24,}/#)
    },
    KeyShape(
      "Databricks token", looks: #"`dapi` and 32 hex digits"#,
      source: "gitleaks databricks-api-token; trufflehog databrickstoken", anchors: ["dapi"]
    ) {
      Regex(#/\bdapi[a-f0-9]{32}(?:-\d)?\b/#)
    },
    KeyShape(
      "Grafana token", looks: #"`glc_…`, `glsa_…`"#,
      source: "gitleaks grafana-cloud-api-token, grafana-service-account-token; trufflehog grafana",
      anchors: ["glc_", "glsa_", "eyJrIjoi"]
    ) {
      Regex(
        #/\b(?:glc_[A-Za-z0-9+\/]{32,400}={0,2}|glsa_[A-Za-z0-9_]{41}|eyJrIjoi[A-Za-z0-9+\/]{70,400}={0,3})/#
      )
    },
    KeyShape(
      "Sentry token", looks: #"`sntrys_…`, `sntryu_…`"#,
      source: "gitleaks sentry-org-token, sentry-user-token; trufflehog sentrytoken",
      anchors: ["sntrys_", "sntryu_"]
    ) {
      Regex(#/\bsntry[su]_[A-Za-z0-9+\/=_-]{40,}/#)
    },
    KeyShape(
      "New Relic key",
      looks:
        #"`NRAK-`, `NRII-`, `NRJS-`, `NRBR-`, `NRIQ-` keys; license keys ending `FFFFNRAL`; mobile tokens ending `-NRMA`"#,
      source: "gitleaks new-relic-user-api-key, new-relic-insert-key; trufflehog newrelicpersonalapikey",
      anchors: ["NRAK-", "NRII-", "NRJS-", "NRBR-", "NRIQ-", "FFFFNRAL", "-NRMA"]
    ) {
      Regex(
        #/\b(?:NR(?:AK|II|JS|BR|IQ)-[A-Za-z0-9_-]{19,32}|(?:eu01xx)?[a-f0-9]{26,32}FFFFNRAL|(?:AA|eu01xx)[a-f0-9]{36,40}-NRMA)\b/#
      )
    },
    KeyShape(
      "Notion token", looks: #"`ntn_` + 11 digits + 35 characters; `secret_` and 43"#,
      source: "gitleaks notion-api-token; trufflehog notion", anchors: ["ntn_", "secret_"]
    ) {
      Regex(#/\b(?:ntn_\d{11}[A-Za-z0-9]{35}|secret_[A-Za-z0-9]{43})\b/#)
    },
    KeyShape(
      "Supabase token", looks: #"`sbp_` and 40 hex digits; `sb_secret_…` API keys"#,
      source: "trufflehog supabasetoken (sbp_); Supabase's secret API keys (sb_secret_)",
      anchors: ["sbp_", "sb_secret_"]
    ) {
      Regex(#/\b(?:sbp_[a-z0-9]{40}|sb_secret_[A-Za-z0-9_-]{20,})\b/#)
    },
    KeyShape(
      "Firebase server key", looks: #"`AAAA…:APA91b…`"#,
      source: "Firebase's documented server key format (neither rule set lists it)",
      anchors: [":APA91b"]
    ) {
      Regex(#/\bAAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,}/#)
    },
    KeyShape(
      "age secret key", looks: #"`AGE-SECRET-KEY-1` and 58 characters"#, source: "gitleaks age-secret-key",
      anchors: ["AGE-SECRET-KEY-1"]
    ) {
      Regex(#/AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}/#)
    },
    KeyShape(
      "PuTTY private key", looks: #"the `Private-Lines:` of a `.ppk` file"#,
      source: "trufflehog privatekey; PuTTY's key file format",
      anchors: ["Private-Lines:"],
      spansLines: true
    ) {
      Regex(#/Private-Lines: \d+\r?\n(?<secret>(?:[A-Za-z0-9+\/=]+\r?\n?)+)/#)
    },
    KeyShape(
      "Cloudflare token", looks: #"`cfut_`, `cfat_` or `cfk_`, 40 letters and digits and 8 hex digits"#,
      source: "trufflehog cloudflareapitoken, cloudflareglobalapikey", anchors: ["cfut_", "cfat_", "cfk_"]
    ) {
      Regex(#/\bcf(?:ut|at|k)_[A-Za-z0-9]{40}[a-f0-9]{8}\b/#)
    },
    KeyShape(
      "Cloudflare Origin CA key", looks: #"`v1.0-` and 171 letters, digits and dashes (24 hex digits, `-`, 146 more)"#,
      source: "gitleaks cloudflare-origin-ca-key; trufflehog cloudflarecakey", anchors: ["v1.0-"]
    ) {
      Regex(#/\bv1\.0-[A-Za-z0-9-]{171}(?![A-Za-z0-9_-])/#)
    },
    KeyShape(
      "Alibaba Cloud key", looks: #"`LTAI` and 17 to 21 letters and digits"#,
      source: "gitleaks alibaba-access-key-id; trufflehog alibaba", anchors: ["LTAI"]
    ) {
      Regex(#/\bLTAI[A-Za-z0-9]{17,21}\b/#)
    },
    KeyShape(
      "Fly.io token", looks: #"`fo1_` and 43 characters; `fm1a_`, `fm1r_`, `fm2_` macaroons"#,
      source: "gitleaks flyio-access-token; trufflehog flyio", anchors: ["fo1_", "fm1a_", "fm1r_", "fm2_"]
    ) {
      Regex(#/\b(?:fo1_[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])|fm(?:1[ar]|2)_[A-Za-z0-9+\/]{100,}={0,3})/#)
    },
    KeyShape(
      "Tailscale key", looks: #"`tskey-`, a kind, an id and a secret, joined by `-`"#, source: "trufflehog tailscale",
      anchors: ["tskey-"]
    ) {
      Regex(#/\btskey-[a-z]+-[A-Za-z0-9_]{6,}-[A-Za-z0-9_]{16,}(?![A-Za-z0-9_-])/#)
    },
    KeyShape(
      "PlanetScale token", looks: #"`pscale_tkn_`, `pscale_oauth_`, `pscale_pw_` and 32 to 64 characters"#,
      source: "gitleaks planetscale-api-token, planetscale-oauth-token, planetscale-password; trufflehog planetscale",
      anchors: ["pscale_"]
    ) {
      Regex(#/\bpscale_(?:tkn|oauth|pw)_[A-Za-z0-9_=.-]{32,64}/#)
    },
    KeyShape(
      "Terraform Cloud token",
      looks:
        #"14 letters and digits, `.atlasv1.` and 60 to 70 more (Vagrant Cloud's too, `atlasv1` between any two characters)"#,
      source: "gitleaks hashicorp-tf-api-token; trufflehog terraformcloudpersonaltoken, vagrantcloudpersonaltoken",
      anchors: ["atlasv1"]
    ) {
      Regex(#/\b[A-Za-z0-9]{14}[.A-Za-z0-9]atlasv1[.A-Za-z0-9][A-Za-z0-9_=-]{60,70}(?![A-Za-z0-9_=-])/#)
    },
    KeyShape(
      "Pulumi token", looks: #"`pul-` and 40 lower-case letters and digits"#,
      source: "gitleaks pulumi-api-token; trufflehog pulumi",
      anchors: ["pul-"]
    ) {
      Regex(#/\bpul-[a-z0-9]{40}\b/#)
    },
    KeyShape(
      "Dynatrace token", looks: #"`dt0c01.`, 24 characters, `.` and 64 more"#, source: "gitleaks dynatrace-api-token",
      anchors: ["dt0c01."]
    ) {
      Regex(#/\bdt0c01\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{64}\b/#)
    },
    KeyShape(
      "OpenShift token", looks: #"`sha256~` and 43 characters"#, source: "gitleaks openshift-user-token",
      anchors: ["sha256~"]
    ) {
      Regex(#/\bsha256~[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/#)
    },
    KeyShape(
      "1Password key", looks: #"secret keys `A3-XXXXXX-…` in dash-separated groups; service account tokens `ops_eyJ…`"#,
      source: "gitleaks 1password-secret-key, 1password-service-account-token", anchors: ["A3-", "ops_eyJ"]
    ) {
      Regex(
        #/\b(?:A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}|ops_eyJ[A-Za-z0-9+\/]{250,}={0,3})/#
      )
    },
    KeyShape(
      "AWS AppSync key", looks: #"`da2-` and 26 letters and digits"#, source: "trufflehog aws/appsync",
      anchors: ["da2-"]
    ) {
      Regex(#/\bda2-[a-z0-9]{26}\b/#)
    },
    KeyShape(
      "Azure Entra refresh token", looks: #"`0.A` or `1.A`, 50 or more characters, `.`, `Ag` and 250 or more"#,
      source: "trufflehog azure_entra",
      anchors: ["0.A", "1.A"]
    ) {
      Regex(#/\b[01]\.A[A-Za-z0-9_-]{50,}\.(?:\d\.)?Ag[A-Za-z0-9_-]{250,}(?:\.A[A-Za-z0-9_-]+)?/#)
    },
    KeyShape(
      "Azure Container Registry password", looks: #"42 base64 characters, `+ACR` and 6 more"#,
      source: "trufflehog azurecontainerregistry",
      anchors: ["+ACR"]
    ) {
      Regex(#/[A-Za-z0-9+\/]{42}\+ACR[A-Za-z0-9]{6}\b/#)
    },
    KeyShape(
      "Azure API Management key", looks: #"`git&`, 12 digits, `&`, 86 base64 characters and `==`"#,
      source: "trufflehog azureapimanagement",
      anchors: ["git&"], spansLines: true
    ) {
      Regex(#/\bgit&\d{12}&[A-Za-z0-9+\/]{86}==/#)
    },
    KeyShape(
      "Yandex Cloud key", looks: #"`AQVN` and 35 to 38 characters; IAM tokens, `t1.`, a part, `.` and 86 characters"#,
      source: "gitleaks yandex-api-key, yandex-access-token",
      anchors: ["AQVN", "t1."]
    ) {
      Regex(#/\b(?:AQVN[A-Za-z0-9_-]{35,38}|t1\.[A-Za-z0-9_-]{2,}={0,2}\.[A-Za-z0-9_-]{86}={0,2})(?![A-Za-z0-9_-])/#)
    },
    KeyShape(
      "ClickHouse Cloud key", looks: #"`4b1d` and 38 letters and digits"#,
      source: "gitleaks clickhouse-cloud-api-secret-key",
      anchors: ["4b1d"]
    ) {
      Regex(#/\b4b1d(?=[A-Za-z0-9]*[0-9])(?=[A-Za-z0-9]*[A-Z])(?=[A-Za-z0-9]*[a-z])[A-Za-z0-9]{38}\b/#)
    },
    KeyShape(
      "Netlify token", looks: #"`nfp_` and 36 letters, digits and `_`"#, source: "trufflehog netlify",
      anchors: ["nfp_"]
    ) {
      Regex(#/\bnfp_[A-Za-z0-9_]{36}\b/#)
    },
    KeyShape(
      "Dropbox token", looks: #"`sl.`, an optional `u.`, and 130 or more characters"#, source: "trufflehog dropbox",
      anchors: ["sl."]
    ) {
      Regex(#/\bsl\.(?:u\.)?[A-Za-z0-9_-]{130,}/#)
    },
    KeyShape(
      "Portainer token", looks: #"`ptr_` and 20 to 60 characters"#, source: "trufflehog portainertoken",
      anchors: ["ptr_"]
    ) {
      Regex(#/\bptr_(?=[A-Za-z0-9+\/_-]*[0-9])[A-Za-z0-9+\/_-]{20,60}(?![A-Za-z0-9+\/_-])/#)
    },
    KeyShape(
      "Defined Networking key", looks: #"`dnkey-`, 26 characters, `-` and 52 more"#,
      source: "gitleaks defined-networking-api-token",
      anchors: ["dnkey-"]
    ) {
      Regex(#/\bdnkey-[a-z0-9=_-]{26}-[a-z0-9=_-]{52}(?![a-z0-9=_-])/#)
    },
    KeyShape(
      "Alchemy token", looks: #"`alcht_` and 30 letters and digits"#, source: "trufflehog alchemy",
      anchors: ["alcht_"]
    ) {
      Regex(#/\balcht_[A-Za-z0-9]{30}\b/#)
    },
    KeyShape(
      "Ubidots token", looks: #"`BBFF-` and 30 letters and digits"#, source: "trufflehog ubidots",
      anchors: ["BBFF-"]
    ) {
      Regex(#/\bBBFF-[A-Za-z0-9]{30}\b/#)
    },
  ]
}
