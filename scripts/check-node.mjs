// Runs before `npm start`, `npm test` and `npm run dev`: the scripts need Node 24, which `npm ci` installs from the
// npm registry (the optional node-<platform> packages) on Linux x64/arm64, macOS x64 and Windows x64.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Orbit Console needs Node 24 or newer, found ${process.version}.\n` +
      'On Linux (x64, arm64), macOS (Intel) and Windows (x64) `npm ci` installs it; elsewhere install Node 24 first.',
  );
  process.exit(1);
}
