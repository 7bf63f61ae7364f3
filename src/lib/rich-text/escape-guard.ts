/** Editor.js's menus while open, inside its holder: the toolbox and block tunes (popovers), the inline toolbar with its conversion menu (an inline popover), the link input. */
const OPEN_MENU = '.ce-popover--opened, .ce-inline-tool-input--showed';

/**
 * Keeps Editor.js's own Escape inside the editor. Editor.js closes its open menu from a keydown
 * listener on the document (capture), and a Fluent Dialog closes on an Escape that reaches its
 * surface unless the event's default was prevented. This listener runs before both (window,
 * capture) and, only while one of this editor's menus is open, prevents the default: the key then
 * closes the menu, and the dialog around the field (and the draft in it) stays. Answers the remover.
 */
export function guardEditorEscape(holder: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && holder.querySelector(OPEN_MENU)) event.preventDefault();
  };
  window.addEventListener('keydown', onKeyDown, true);
  return () => window.removeEventListener('keydown', onKeyDown, true);
}
