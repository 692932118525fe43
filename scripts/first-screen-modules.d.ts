export function importsValues(clause: string): boolean;
export function valueImports(file: string, text: string): string[];
export function firstScreenModules(root: string, entry?: string): string[];
