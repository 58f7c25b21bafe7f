export function serveStatic(folder: string): Promise<{ url: string; close(): Promise<void> }>;
