import type { Browser, Page } from 'playwright-core';

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  /** The story's tags; `phone` renders it at a phone's size in the story tests. */
  tags: string[];
}
export interface StoryViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}
export interface StoryResult {
  status: 'success' | 'error';
  a11yStatus: 'passed' | 'failed' | 'warning' | 'missing';
  a11yError: string | null;
  violations: StoryViolation[];
  errors: string[];
  /** The theme and language the story was shown in (`<html>`'s `data-theme` and `lang`); absent when it did not finish. */
  shown?: { theme: string | null; locale: string };
}
export interface StoryPage {
  page: Page;
  render(storyId: string, options?: { timeout?: number; phone?: boolean }): Promise<StoryResult>;
  /** Switches theme, locale or checks in place (the page's play setting stays). */
  use(next: { theme?: string; locale?: string; checks?: 'full' | 'contrast' | 'none' }): Promise<void>;
  close(): Promise<void>;
}
export const STATIC_DIR: string;
export const THEMES: string[];
export function listStories(folder?: string): StoryEntry[];
export function launchChromium(): Promise<Browser>;
export function openStoryPage(
  browser: Browser,
  baseUrl: string,
  options?: {
    theme?: string;
    locale?: string;
    viewport?: { width: number; height: number };
    /** `full`: Storybook's accessibility check; `contrast`: axe's colour-contrast rule only; `none`: no accessibility check. */
    checks?: 'full' | 'contrast' | 'none';
    /** Run the stories' play functions (default true). */
    play?: boolean;
  },
): Promise<StoryPage>;
export function serveStatic(folder: string): Promise<{ url: string; close(): Promise<void> }>;
