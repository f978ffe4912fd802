// Public face of the debug error page (youch-style: one small module per section).
export type { DebugPageInput } from './types.ts';
export { renderDebugPage } from './page.ts';
export { renderExceptionBlock } from './exception-block.ts';
export { debugPageStyles } from './styles.ts';
export { debugPageScript } from './script.ts';
