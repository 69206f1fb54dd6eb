import type { Tree } from '@nx/devkit';
import { isAbsolute, join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Type-checks files of a generator's tree (unwritten changes included) with the workspace's compiler
 * options, the way each project's `tsc --noEmit` would. Returns the problems as "file:line message".
 */
export function typecheckInTree(tree: Tree, files: string[]): string[] {
  const root = tree.root;
  const config = ts.readConfigFile(join(root, 'tsconfig.base.json'), (path) =>
    readFromTree(tree, root, path),
  );
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  options.types = ['node', 'vite/client', '@testing-library/jest-dom/vitest'];
  const host = ts.createCompilerHost(options, true);
  const inTree = (path: string) => {
    const rel = relative(root, isAbsolute(path) ? path : join(root, path));
    return rel.startsWith('..') || rel.includes('node_modules') ? null : rel;
  };
  host.fileExists = (path) => {
    const rel = inTree(path);
    return rel === null ? ts.sys.fileExists(path) : tree.exists(rel) && tree.isFile(rel);
  };
  host.readFile = (path) => {
    const rel = inTree(path);
    return rel === null ? ts.sys.readFile(path) : (tree.read(rel, 'utf-8') ?? undefined);
  };
  host.directoryExists = (path) => {
    const rel = inTree(path);
    return rel === null
      ? ts.sys.directoryExists(path)
      : rel === '' || (tree.exists(rel) && !tree.isFile(rel));
  };
  host.getDirectories = (path) => {
    const rel = inTree(path);
    return rel === null
      ? ts.sys.getDirectories(path)
      : tree.children(rel).filter((child) => !tree.isFile(join(rel, child)));
  };
  const original = host.getSourceFile.bind(host);
  host.getSourceFile = (path, language, onError, create) => {
    const rel = inTree(path);
    if (rel === null) return original(path, language, onError, create);
    const text = tree.read(rel, 'utf-8');
    return text === null ? undefined : ts.createSourceFile(path, text, language, true);
  };
  const program = ts.createProgram({
    rootNames: files.map((file) => join(root, file)),
    options: { ...options, noEmit: true },
    host,
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${relative(root, diagnostic.file.fileName)}:${line + 1} ${message}`;
  });
}

function readFromTree(tree: Tree, root: string, path: string): string | undefined {
  const rel = relative(root, path);
  return (rel.startsWith('..') ? ts.sys.readFile(path) : tree.read(rel, 'utf-8')) ?? undefined;
}
