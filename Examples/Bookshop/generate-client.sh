#!/usr/bin/env bash
# Writes Sources/BookshopClient/Generated from openapi.yaml with swift-openapi-generator 1.14.3,
# the types and the client, as its build plug-in would. Run it once after changing the document
# and commit the output: the plug-in would build the generator in every clean build (minutes on
# two cores). The files get a swift-format-ignore-file line, since they are the generator's style.
# Usage: bash Examples/Bookshop/generate-client.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
sources="$here/Sources/BookshopClient"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/Package.swift" <<'MANIFEST'
// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "GenerateBookshopClient",
  dependencies: [.package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3")]
)
MANIFEST
(cd "$work" && swift run swift-openapi-generator generate \
  --config "$sources/openapi-generator-config.yaml" --output-directory "$work/out" "$sources/openapi.yaml")
rm -rf "$sources/Generated"
mkdir "$sources/Generated"
for file in "$work"/out/*.swift; do
  { echo "// swift-format-ignore-file"; cat "$file"; } > "$sources/Generated/$(basename "$file")"
done
echo "Wrote $(ls "$sources/Generated" | wc -l) files into $sources/Generated"
