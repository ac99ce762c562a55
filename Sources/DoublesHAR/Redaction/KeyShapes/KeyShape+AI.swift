import Foundation

extension KeyShape {
  /// The keys of AI and language-model platforms: OpenAI, Anthropic, Groq, Perplexity, xAI, OpenRouter, NVIDIA, Replicate, Bedrock, LangSmith.
  static let ai: [KeyShape] = [
    KeyShape(
      "OpenAI key", looks: #"`sk-proj-`, `sk-svcacct-`, `sk-admin-` keys; `sk-…T3BlbkFJ…`"#,
      source: "gitleaks openai-api-key; trufflehog openai, openaiadmin", anchors: ["sk-"]
    ) {
      Regex(
        #/\bsk-(?:(?:proj|svcacct|admin|service)-[A-Za-z0-9_-]{40,200}|[A-Za-z0-9_-]{20,80}T3BlbkFJ[A-Za-z0-9_-]{20,80})/#
      )
    },
    KeyShape(
      "Anthropic key", looks: #"`sk-ant-api03-…`, `sk-ant-admin01-…`"#,
      source: "gitleaks anthropic-api-key, anthropic-admin-api-key; trufflehog anthropic",
      anchors: ["sk-ant-"]
    ) {
      Regex(#/\bsk-ant-(?:api|admin|oat|sid)\d{2}-[A-Za-z0-9_-]{80,}/#)
    },
    KeyShape(
      "Groq key", looks: #"`gsk_` and 52 letters and digits"#, source: "trufflehog groq", anchors: ["gsk_"]
    ) {
      Regex(#/\bgsk_[A-Za-z0-9]{52}\b/#)
    },
    KeyShape(
      "Perplexity key", looks: #"`pplx-` and 48 letters and digits"#, source: "gitleaks perplexity-api-key",
      anchors: ["pplx-"]
    ) {
      Regex(#/\bpplx-[A-Za-z0-9]{48}\b/#)
    },
    KeyShape(
      "xAI key", looks: #"`xai-` and 80 letters, digits and `_`"#, source: "trufflehog xai", anchors: ["xai-"]
    ) {
      Regex(#/\bxai-[A-Za-z0-9_]{80}\b/#)
    },
    KeyShape(
      "OpenRouter key", looks: #"`sk-or-v1-` and 64 hex digits"#, source: "trufflehog openrouter",
      anchors: ["sk-or-v1-"]
    ) {
      Regex(#/\bsk-or-v1-[a-f0-9]{64}\b/#)
    },
    KeyShape(
      "NVIDIA key", looks: #"`nvapi-` and 64 characters"#, source: "trufflehog nvapi", anchors: ["nvapi-"]
    ) {
      Regex(#/\bnvapi-[A-Za-z0-9_-]{64}(?![A-Za-z0-9_-])/#)
    },
    KeyShape(
      "Replicate token", looks: #"`r8_` and 37 characters"#, source: "trufflehog replicate", anchors: ["r8_"]
    ) {
      Regex(#/\br8_[A-Za-z0-9_-]{37}(?![A-Za-z0-9_-])/#)
    },
    KeyShape(
      "Amazon Bedrock key",
      looks: #"`ABSKQmVkcm9ja0FQSUtleS…` (long-lived), `bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t…` (short-lived)"#,
      source: "gitleaks aws-amazon-bedrock-api-key-long-lived, aws-amazon-bedrock-api-key-short-lived",
      anchors: ["ABSKQmVkcm9ja0FQSUtleS", "bedrock-api-key-"]
    ) {
      Regex(
        #/\b(?:ABSKQmVkcm9ja0FQSUtleS[A-Za-z0-9+\/]{80,260}={0,2}|bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t[A-Za-z0-9+\/%]{0,2000}={0,2})/#
      )
    },
    KeyShape(
      "LangSmith key", looks: #"`lsv2_pt_` or `lsv2_sk_`, 32 hex digits, `_` and 10 more"#,
      source: "trufflehog langsmith", anchors: ["lsv2_"]
    ) {
      Regex(#/\blsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}\b/#)
    },
    KeyShape(
      "Langfuse secret key", looks: #"`sk-lf-` and a UUID"#, source: "trufflehog langfuse", anchors: ["sk-lf-"]
    ) {
      Regex(#/\bsk-lf-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}\b/#)
    },
    KeyShape(
      "Pinecone key", looks: #"`pcsk_`, 5 or 6 characters, `_` and 63 more"#, source: "trufflehog pinecone",
      anchors: ["pcsk_"]
    ) {
      Regex(#/\bpcsk_[A-Za-z0-9]{5,6}_[A-Za-z0-9]{63}\b/#)
    },
    KeyShape(
      "Sourcegraph Cody key", looks: #"`slk_` and 64 hex digits"#, source: "trufflehog sourcegraphcody",
      anchors: ["slk_"]
    ) {
      Regex(#/\bslk_[a-f0-9]{64}\b/#)
    },
    KeyShape(
      "ElevenLabs key", looks: #"`sk_` and 48 hex digits"#, source: "trufflehog elevenlabs",
      anchors: ["sk_"]
    ) {
      Regex(#/\bsk_[a-f0-9]{48}\b/#)
    },
    KeyShape(
      "Braintrust key", looks: #"`sk-` and 48 letters and digits"#, source: "trufflehog braintrust",
      anchors: ["sk-"]
    ) {
      Regex(#/\bsk-(?=[A-Za-z0-9]*[0-9])(?=[A-Za-z0-9]*[A-Z])(?=[A-Za-z0-9]*[a-z])[A-Za-z0-9]{48}\b/#)
    },
    KeyShape(
      "DeepSeek key", looks: #"`sk-` and 32 lower-case letters and digits"#, source: "trufflehog deepseek",
      anchors: ["sk-"]
    ) {
      Regex(#/\bsk-(?=[a-z]*[0-9])[a-z0-9]{32}\b/#)
    },
  ]
}
