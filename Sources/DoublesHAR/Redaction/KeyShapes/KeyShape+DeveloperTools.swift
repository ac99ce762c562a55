import Foundation

extension KeyShape {
  /// The keys of build, registry and developer-tool services: Docker Hub, Artifactory, CircleCI, Buildkite, SonarQube.
  static let developerTools: [KeyShape] = [
    KeyShape(
      "Docker Hub token", looks: #"`dckr_pat_` and 27 characters; `dckr_oat_` and 32"#, source: "trufflehog dockerhub",
      anchors: ["dckr_"]
    ) {
      Regex(#/\bdckr_(?:pat_[A-Za-z0-9_-]{27}|oat_[A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/#)
    },
    KeyShape(
      "JFrog Artifactory key", looks: #"`AKCp` and 69 letters and digits; reference tokens `cmVmd` and 59"#,
      source:
        "gitleaks artifactory-api-key, artifactory-reference-token; trufflehog artifactory, artifactoryreferencetoken",
      anchors: ["AKCp", "cmVmd"]
    ) {
      Regex(#/\b(?:AKCp[A-Za-z0-9]{69}|cmVmd[A-Za-z0-9]{59})\b/#)
    },
    KeyShape(
      "CircleCI token", looks: #"`CCIPAT_`, 22 characters, `_` and 40 hex digits"#, source: "trufflehog circleci",
      anchors: ["CCIPAT_"]
    ) {
      Regex(#/\bCCIPAT_[A-Za-z0-9]{22}_[a-f0-9]{40}\b/#)
    },
    KeyShape(
      "Buildkite token", looks: #"`bkua_` and 40 letters and digits"#, source: "trufflehog buildkite",
      anchors: ["bkua_"]
    ) {
      Regex(#/\bbkua_[a-z0-9]{40}\b/#)
    },
    KeyShape(
      "SonarQube token", looks: #"`squ_`, `sqp_`, `sqa_` and 40 characters; `sqco_` and 59"#,
      source: "gitleaks sonar-api-token; trufflehog sonarcloud", anchors: ["squ_", "sqp_", "sqa_", "sqco_"]
    ) {
      Regex(#/\b(?:sq[upa]_[A-Za-z0-9]{40}|sqco_[A-Za-z0-9]{59})\b/#)
    },
    KeyShape(
      "RubyGems key", looks: #"`rubygems_` and 48 lower-case letters and digits"#,
      source: "gitleaks rubygems-api-token; trufflehog rubygems", anchors: ["rubygems_"]
    ) {
      Regex(#/\brubygems_[a-z0-9]{48}\b/#)
    },
    KeyShape(
      "Clojars token", looks: #"`CLOJARS_` and 60 letters and digits"#, source: "gitleaks clojars-api-token",
      anchors: ["CLOJARS_"]
    ) {
      Regex(#/\bCLOJARS_[A-Za-z0-9]{60}\b/#)
    },
    KeyShape(
      "ReadMe key", looks: #"`rdme_` and 70 letters and digits"#,
      source: "gitleaks readme-api-token; trufflehog readme", anchors: ["rdme_"]
    ) {
      Regex(#/\brdme_[a-z0-9]{70}\b/#)
    },
    KeyShape(
      "Prefect key", looks: #"`pnu_` and 36 letters and digits"#,
      source: "gitleaks prefect-api-token; trufflehog prefect", anchors: ["pnu_"]
    ) {
      Regex(#/\bpnu_[A-Za-z0-9]{36}\b/#)
    },
    KeyShape(
      "Deno Deploy token", looks: #"`ddp_` or `ddw_` and 36 letters and digits"#, source: "trufflehog deno",
      anchors: ["ddp_", "ddw_"]
    ) {
      Regex(#/\bdd[pw]_[A-Za-z0-9]{36}\b/#)
    },
    KeyShape(
      "Sourcegraph token", looks: #"`sgp_`, an optional instance part and `_`, and 40 hex digits of either case"#,
      source: "gitleaks sourcegraph-access-token; trufflehog sourcegraph", anchors: ["sgp_"]
    ) {
      Regex(#/\bsgp_(?:(?:[a-fA-F0-9]{16}|local)_)?[a-fA-F0-9]{40}\b/#)
    },
    KeyShape(
      "Figma token", looks: #"`figd_`, `figp_`, `figr_`, `figu_` or `figo_` and 40 to 54 characters"#,
      source: "trufflehog figmapersonalaccesstoken", anchors: ["figd_", "figp_", "figr_", "figu_", "figo_"]
    ) {
      Regex(#/\bfig[dpruo]_[A-Za-z0-9_=-]{40,54}(?![A-Za-z0-9_=-])/#)
    },
    KeyShape(
      "Contentful token", looks: #"`CFPAT-` and 43 characters"#, source: "trufflehog contentfulpersonalaccesstoken",
      anchors: ["CFPAT-"]
    ) {
      Regex(#/\bCFPAT-[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/#)
    },
    KeyShape(
      "Typeform token", looks: #"`tfp_` and 40 to 59 characters"#,
      source: "gitleaks typeform-api-token; trufflehog typeform", anchors: ["tfp_"]
    ) {
      Regex(#/\btfp_[A-Za-z0-9_.=-]{40,59}(?![A-Za-z0-9_.=-])/#)
    },
    KeyShape(
      "Frame.io token", looks: #"`fio-u-` and 64 characters"#, source: "gitleaks frameio-api-token; trufflehog frameio",
      anchors: ["fio-u-"]
    ) {
      Regex(#/\bfio-u-[A-Za-z0-9_=-]{64}(?![A-Za-z0-9_=-])/#)
    },
    KeyShape(
      "Rootly key", looks: #"`rootly_` and 64 hex digits"#, source: "trufflehog rootly", anchors: ["rootly_"]
    ) {
      Regex(#/\brootly_[a-f0-9]{64}\b/#)
    },
    KeyShape(
      "SpectralOps key", looks: #"`spu-` and 32 hex digits"#, source: "trufflehog spectralops", anchors: ["spu-"]
    ) {
      Regex(#/\bspu-[a-f0-9]{32}\b/#)
    },
    KeyShape(
      "pganalyze key", looks: #"`pgar_` and 27 letters and digits"#, source: "trufflehog pganalyzereadkey",
      anchors: ["pgar_"]
    ) {
      Regex(#/\bpgar_[A-Za-z0-9]{27}\b/#)
    },
    KeyShape(
      "Octopus Deploy key", looks: #"`API-` and 26 capitals and digits (27 to 34 with a letter beyond F)"#,
      source: "gitleaks octopus-deploy-api-key; trufflehog octopusdeploy", anchors: ["API-"]
    ) {
      // Longer than 26, a key holds a letter beyond F: 32 hex digits after `API-` are a page id
      // (Notion's), not a key.
      Regex(#/\bAPI-(?:[A-Z0-9]{26}|(?=[A-Z0-9]{27,34}\b)[A-F0-9]*[G-Z][A-Z0-9]*)\b/#)
    },
    KeyShape(
      "Infracost token", looks: #"`ico-` and 32 letters and digits"#, source: "gitleaks infracost-api-token",
      anchors: ["ico-"]
    ) {
      Regex(#/\bico-[A-Za-z0-9]{32}\b/#)
    },
    KeyShape(
      "Scalingo token", looks: #"`tk-us-` and 48 characters"#, source: "gitleaks scalingo-api-token",
      anchors: ["tk-us-"]
    ) {
      Regex(#/\btk-us-[A-Za-z0-9_-]{48}(?![A-Za-z0-9_-])/#)
    },
    KeyShape(
      "Harness token", looks: #"`pat.` or `sat.`, 22 characters, `.`, 24 and `.` and 20 more"#,
      source: "gitleaks harness-api-key; trufflehog harness", anchors: ["pat.", "sat."]
    ) {
      Regex(#/\b[ps]at\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}\b/#)
    },
    KeyShape(
      "Endor Labs key", looks: #"`endr+` and 16 characters"#, source: "trufflehog endorlabs", anchors: ["endr+"]
    ) {
      Regex(#/\bendr\+[A-Za-z0-9-]{16}\b/#)
    },
    KeyShape(
      "Apify token", looks: #"`apify_api_` and 36 letters, digits and dashes"#, source: "trufflehog apify",
      anchors: ["apify_api_"]
    ) {
      Regex(#/\bapify_api_[A-Za-z0-9-]{36}(?![A-Za-z0-9_-])/#)
    },
    KeyShape(
      "Adafruit IO key", looks: #"`aio_` and 28 letters and digits"#, source: "trufflehog adafruitio", anchors: ["aio_"]
    ) {
      Regex(#/\baio_[A-Za-z0-9]{28}\b/#)
    },
    KeyShape(
      "42 intranet secret", looks: #"`s-s4t2ud-` or `s-s4t2af-` and 64 hex digits"#,
      source: "gitleaks intra42-client-secret; trufflehog intra42", anchors: ["s-s4t2"]
    ) {
      Regex(#/\bs-s4t2(?:ud|af)-[a-f0-9]{64}\b/#)
    },
    KeyShape(
      "TruffleHog Enterprise key", looks: #"`thog-key-` and 16 hex digits; `thog-secret-` and 32"#,
      source: "trufflehog trufflehogenterprise", anchors: ["thog-key-", "thog-secret-"]
    ) {
      Regex(#/\bthog-(?:key-[a-f0-9]{16}|secret-[a-f0-9]{32})\b/#)
    },
    KeyShape(
      "Salad Cloud key", looks: #"`salad_cloud_`, an id, `_` and 7 to 235 characters"#,
      source: "trufflehog saladcloudapikey", anchors: ["salad_cloud_"]
    ) {
      Regex(#/\bsalad_cloud_[A-Za-z0-9]{1,7}_[A-Za-z0-9]{7,235}\b/#)
    },
    KeyShape(
      "Airtable token",
      looks:
        #"`pat`, 14 letters and digits, `.` and 64 hex digits; OAuth tokens, 10 to 40 mixed letters and digits, `.v1.` and 20 or more"#,
      source: "gitleaks airtable-personnal-access-token; trufflehog airtablepersonalaccesstoken, airtableoauth",
      anchors: ["pat", ".v1."]
    ) {
      // An OAuth token's parts hold digits and both cases, as no dotted name (`health.v1.Check`) does.
      Regex(
        #/\b(?:pat[A-Za-z0-9]{14}\.[a-f0-9]{64}\b|(?=[A-Za-z]{0,39}[0-9])(?=[a-z0-9]{0,39}[A-Z])(?=[A-Z0-9]{0,39}[a-z])[A-Za-z0-9]{10,40}\.v1\.(?=[A-Za-z_-]{0,99}[0-9])[A-Za-z0-9_-]{20,}(?:\.[A-Za-z0-9_-]+)?)/#
      )
    },
    KeyShape(
      "MaxMind license key", looks: #"6 letters and digits, `_`, 29 more and `_mmk`"#,
      source: "gitleaks maxmind-license-key; trufflehog maxmindlicense",
      anchors: ["_mmk"]
    ) {
      Regex(#/\b[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk\b/#)
    },
    KeyShape(
      "SettleMint token", looks: #"`sm_aat_`, `sm_pat_` or `sm_sat_` and 16 letters and digits"#,
      source: "gitleaks settlemint-*-access-token",
      anchors: ["sm_"]
    ) {
      Regex(#/\bsm_[aps]at_[A-Za-z0-9]{16}\b/#)
    },
    KeyShape(
      "Teamwork token", looks: #"`tkn.v1_`, 71 letters and digits and `=`"#,
      source: "trufflehog teamworkcrm, teamworkdesk, teamworkspaces",
      anchors: ["tkn.v1_"]
    ) {
      Regex(#/\btkn\.v1_[A-Za-z0-9]{71}=/#)
    },
    KeyShape(
      "LaunchDarkly key", looks: #"`api-` or `sdk-` and a UUID of letters and digits"#,
      source: "trufflehog launchdarkly",
      anchors: ["api-", "sdk-"]
    ) {
      Regex(#/\b(?:api|sdk)-[a-z0-9]{8}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{12}\b/#)
    },
    KeyShape(
      "Adobe client secret", looks: #"`p8e-` and 32 letters and digits"#, source: "gitleaks adobe-client-secret",
      anchors: ["p8e-"]
    ) {
      Regex(#/\bp8e-[A-Za-z0-9]{32}\b/#)
    },
    KeyShape(
      "ConvertAPI secret", looks: #"`secret_` and 16 letters and digits"#, source: "trufflehog convertapi",
      anchors: ["secret_"]
    ) {
      Regex(#/\bsecret_(?=[A-Za-z]*[0-9])(?=[a-z0-9]*[A-Z])[A-Za-z0-9]{16}\b/#)
    },
    KeyShape(
      "dfuse key", looks: #"`web_` and 32 lower-case letters and digits"#, source: "trufflehog dfuse",
      anchors: ["web_"]
    ) {
      Regex(#/\bweb_(?=[a-z]*[0-9])[a-z0-9]{32}\b/#)
    },
    KeyShape(
      "Ditto key", looks: #"a UUID of letters and digits, `.` and 40 more"#, source: "trufflehog ditto",
      anchors: ["-"]
    ) {
      Regex(#/\b[a-z0-9]{8}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{12}\.[a-z0-9]{40}\b/#)
    },
    KeyShape(
      "Flexport token", looks: #"`shltm_` and 40 characters"#, source: "trufflehog flexport",
      anchors: ["shltm_"]
    ) {
      Regex(#/\bshltm_[A-Za-z0-9_-]{40}(?![A-Za-z0-9_-])/#)
    },
    KeyShape(
      "Fleetbase key", looks: #"`flb_live_` and 20 letters and digits"#, source: "trufflehog fleetbase",
      anchors: ["flb_live_"]
    ) {
      Regex(#/\bflb_live_[A-Za-z0-9]{20}\b/#)
    },
    KeyShape(
      "Storyblok token", looks: #"22 letters and digits, `tt-`, 6 digits, `-` and 20 characters"#,
      source: "trufflehog storyblokpersonalaccesstoken",
      anchors: ["tt-"]
    ) {
      Regex(#/\b[A-Za-z0-9]{22}tt-\d{6}-[A-Za-z0-9_-]{20}(?![A-Za-z0-9_-])/#)
    },
    KeyShape(
      "Tableau token", looks: #"22 base64 characters, `==:` and 32 letters and digits"#, source: "trufflehog tableau",
      anchors: ["==:"]
    ) {
      Regex(#/[A-Za-z0-9+\/]{22}==:[A-Za-z0-9]{32}\b/#)
    },
    KeyShape(
      "Shutterstock token", looks: #"`v2/` and 388 letters and digits"#, source: "trufflehog shutterstockoauth",
      anchors: ["v2/"]
    ) {
      Regex(#/\bv2\/[A-Za-z0-9]{388}\b/#)
    },
    KeyShape(
      "Close CRM key", looks: #"`api_` and 45 letters, digits and `.`, ending in a letter or digit"#,
      source: "trufflehog closecrm",
      anchors: ["api_"]
    ) {
      Regex(
        #/\bapi_(?=[A-Za-z0-9.]*[0-9])(?=[A-Za-z0-9.]*[A-Z])(?=[A-Za-z0-9.]*[a-z])[A-Za-z0-9.]{44}[A-Za-z0-9](?![A-Za-z0-9])/#
      )
    },
    KeyShape(
      "LocationIQ token", looks: #"`pk.` and 32 letters, digits and `-`"#, source: "trufflehog locationiq",
      anchors: ["pk."]
    ) {
      Regex(#/\bpk\.(?=[A-Za-z0-9-]*[0-9])[A-Za-z0-9-]{32}(?![A-Za-z0-9_-])/#)
    },
    KeyShape(
      "Authress key",
      looks:
        #"`sc_`, `ext_`, `scauth_` or `authress_`, an id, `.`, a region, `.acc_` and an account, `.` and the secret"#,
      source: "gitleaks authress-service-client-access-key; trufflehog authress", anchors: [".acc_", ".acc-"]
    ) {
      Regex(
        #/\b(?:sc|ext|scauth|authress)_[a-z0-9]{5,30}\.[a-z0-9]{4,6}\.acc[_-][a-z0-9-]{10,32}\.[A-Za-z0-9+\/_=-]{30,120}/#
      )
    },
    KeyShape(
      "Courier key", looks: #"`pk_`, 20 to 60 letters and digits, `_` and 28 more"#, source: "trufflehog courier",
      anchors: ["pk_"]
    ) {
      Regex(#/\bpk_[A-Za-z0-9]{20,60}_[A-Za-z0-9]{28}\b/#)
    },
    KeyShape(
      "ClickUp token", looks: #"`pk_`, 7 to 9 digits, `_` and 32 capitals and digits"#,
      source: "trufflehog clickuppersonaltoken", anchors: ["pk_"]
    ) {
      Regex(#/\bpk_\d{7,9}_[A-Z0-9]{32}\b/#)
    },
    KeyShape(
      "Checkout.io key", looks: #"`pk_` and 45 lower-case letters and digits"#, source: "trufflehog checio",
      anchors: ["pk_"]
    ) {
      Regex(#/\bpk_(?=[a-z]*[0-9])[a-z0-9]{45}\b/#)
    },
  ]
}
