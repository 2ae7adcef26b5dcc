// One self-contained declaration file per entry: dist/types keeps tsc's extensionless
// relative imports, which node16/nodenext consumers cannot resolve.
const entry = (filePath, outFile, globals = true) => ({
  filePath,
  outFile,
  noCheck: true,
  output: { exportReferencedTypes: false, inlineDeclareGlobals: globals },
  // The SDK is a dependency, not part of this package: its types are imported, not copied.
  libraries: {
    importedLibraries: ['@portico/sdk', 'react', '@preact/signals-react', '@preact/signals-core'],
  },
});

module.exports = {
  compilationOptions: { preferredConfigPath: './tsconfig.dts.json' },
  // dist/define.d.ts is written by scripts/build-types.mjs on top of this one (one copy of
  // each class and global augmentation, or a consumer importing both entries gets two).
  entries: [
    entry('./src/index.ts', './dist/index.d.ts'),
    // The kit names the elements' event maps only through its types: index.d.ts augments them.
    entry('./src/ui/index.ts', './dist/ui.d.ts', false),
  ],
};
