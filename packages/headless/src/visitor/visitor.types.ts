/** Browser facts a visitor id is made from: device and settings, never anything the shopper typed or who they are. */
export interface VisitorEnvironment {
  navigator: {
    userAgent?: string;
    language?: string;
    languages?: readonly string[];
    platform?: string;
    hardwareConcurrency?: number;
    maxTouchPoints?: number;
    /** Chromium only. */
    deviceMemory?: number;
    cookieEnabled?: boolean;
  };
  screen: { width?: number; height?: number; colorDepth?: number; pixelRatio?: number };
  /** IANA time zone, e.g. `Europe/Oslo`. */
  timeZone?: string;
}

/** Timers used to wait for an idle moment; the browser's when not given. */
export interface IdleScheduler {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}
