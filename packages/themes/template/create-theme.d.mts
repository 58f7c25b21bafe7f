export function validateThemeName(name: string | undefined): string | null;
export function createTheme(options: { name: string; dir?: string; packageName?: string }): Promise<string>;
