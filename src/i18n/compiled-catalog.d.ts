// A catalogue imported with `?lingui` is compiled by @lingui/vite-plugin into `{ messages }`.
declare module '*.json?lingui' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
