// One declaration file per entry, so consumers on any moduleResolution (node16, bundler)
// read self-contained types; scripts/build-types.mjs copies them to .d.cts for require().
const entry = (filePath, outFile) => ({
  filePath,
  outFile,
  noCheck: true,
  output: { exportReferencedTypes: false },
});

module.exports = {
  compilationOptions: { preferredConfigPath: './tsconfig.dts.json' },
  entries: [
    entry('./src/index.ts', './dist/index.d.ts'),
    entry('./src/contract/index.ts', './dist/contract.d.ts'),
    entry('./src/hub.ts', './dist/hub.d.ts'),
    entry('./src/internal.ts', './dist/internal.d.ts'),
    entry('./src/messaging/index.ts', './dist/messaging.d.ts'),
    entry('./src/stomp-frames.ts', './dist/stomp-frames.d.ts'),
  ],
};
