// A stand-in for a package the registry does not serve (see package.json). Vite imports it on Windows only, inside a
// try, and uses PowerShell when the import fails, as it does here.
throw new Error(
  'napi-windows-process-start-time is not installed (a stand-in): Vite falls back to PowerShell.',
);
