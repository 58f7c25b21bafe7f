import { style } from '@vanilla-extract/css';
import { vars } from '@vitrine/ui/theme';

export const body = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

/** `main` of the bare error page (the root itself failed: no site frame to render it in). */
export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.layout.containerMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.lg,
});

export const errorPage = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  paddingBlock: vars.space['3xl'],
});
