export * from './analyticsEvents';
export { injectScriptOnce, type AnalyticsWindow, type WindowSource } from './browser';
export * from './statisticsRelay';
export * from './ga4';
export * from './metaPixel';
export * from './tiktokPixel';
export * from './pinterestTag';
