import Foundation

extension KeyShape {
  /// The keys of source control hosts and package registries: GitHub, GitLab, npm, PyPI, Hugging Face, Bitbucket.
  static let sourceControl: [KeyShape] = [
    KeyShape(
      "GitHub token", looks: #"`ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_` and 36 letters and digits"#,
      source: "gitleaks github-pat, github-oauth, github-app-token, github-refresh-token; trufflehog github",
      anchors: ["ghp_", "gho_", "ghu_", "ghs_", "ghr_"]
    ) {
      Regex(#/\bgh[pousr]_[A-Za-z0-9_]{36,255}\b/#)
    },
    KeyShape(
      "GitHub fine-grained token", looks: #"`github_pat_` and 82 letters, digits and `_`"#,
      source: "gitleaks github-fine-grained-pat; trufflehog github",
      anchors: ["github_pat_"]
    ) {
      Regex(#/\bgithub_pat_[A-Za-z0-9_]{80,251}\b/#)
    },
    KeyShape(
      "GitLab token",
      looks:
        #"`glpat-`, `gldt-`, `glrt-`, `glptt-`, `glcbt-`, `gloas-`… and 20 or more characters (the routable form's `.01.…` tail too); `GR1348941…`; the session cookie `_gitlab_session=` and 32"#,
      source:
        "gitleaks gitlab-pat, gitlab-ptt, gitlab-rrt, gitlab-deploy-token, gitlab-session-cookie…; trufflehog gitlab",
      anchors: [
        "glpat-", "gldt-", "glptt-", "glrt-", "glcbt-", "gloas-", "glimt-", "glagent-", "glsoat-", "glffct-", "glft-",
        "GR1348941", "_gitlab_session=",
      ]
    ) {
      Regex(
        #/\b(?:gl(?:pat|dt|ptt|rt|cbt|oas|imt|agent|soat|ffct|ft)-[A-Za-z0-9_.-]{20,}|GR1348941[A-Za-z0-9_-]{20,})|_gitlab_session=(?<secret>[0-9a-z]{32})\b/#
      )
    },
    KeyShape(
      "npm token", looks: #"`npm_` and 36 letters and digits"#,
      source: "gitleaks npm-access-token; trufflehog npmtokenv2", anchors: ["npm_"]
    ) {
      Regex(#/\bnpm_[A-Za-z0-9]{36}\b/#)
    },
    KeyShape(
      "PyPI token", looks: #"`pypi-AgEIcHlwaS5vcmc…` (and TestPyPI's `pypi-AgENdGVzdC5weXBpLm9yZw…`)"#,
      source: "gitleaks pypi-upload-token; trufflehog pypi", anchors: ["pypi-AgE"]
    ) {
      Regex(#/\bpypi-AgE(?:IcHlwaS5vcmc|NdGVzdC5weXBpLm9yZw)[A-Za-z0-9_-]{50,1000}/#)
    },
    KeyShape(
      "Hugging Face token", looks: #"`hf_` or `api_org_` and 34 letters"#,
      source: "gitleaks huggingface-access-token, huggingface-organization-api-token; trufflehog huggingface",
      anchors: ["hf_", "api_org_"]
    ) {
      Regex(#/\b(?:hf_|api_org_)[A-Za-z0-9]{34}\b/#)
    },
    KeyShape(
      "Bitbucket token", looks: #"app passwords `ATBB…`; Data Center tokens `BBDC-` and 40 to 50 characters"#,
      source: "trufflehog bitbucketapppassword, bitbucketdatacenter", anchors: ["ATBB", "BBDC-"]
    ) {
      Regex(#/\b(?:ATBB[A-Za-z0-9_=.-]{28,}|BBDC-[A-Za-z0-9+\/@_-]{40,50})/#)
    },
  ]
}
