import type { I18nDictionary } from '@editorjs/editorjs';

/**
 * Editor.js's own words (its toolbar, menus and the official tools' labels) in Canadian French. They
 * are Editor.js's message keys, not the app's catalogue ids, so they live with the editor and load in
 * its lazy chunk. English is Editor.js's default: no dictionary.
 */
const FRENCH: I18nDictionary = {
  ui: {
    blockTunes: { toggler: { 'Click to tune': 'Cliquer pour régler', 'or drag to move': 'ou glisser pour déplacer' } },
    inlineToolbar: { converter: { 'Convert to': 'Convertir en' } },
    toolbar: { toolbox: { Add: 'Ajouter' } },
    popover: { Filter: 'Filtrer', 'Nothing found': 'Aucun résultat', 'Convert to': 'Convertir en' },
  },
  toolNames: {
    Text: 'Texte',
    Heading: 'Titre',
    'Unordered List': 'Liste à puces',
    'Ordered List': 'Liste numérotée',
    Checklist: 'Liste de cases à cocher',
    Quote: 'Citation',
    Delimiter: 'Séparateur',
    Warning: 'Avertissement',
    Image: 'Image',
    Table: 'Tableau',
    Link: 'Lien',
    Bold: 'Gras',
    Italic: 'Italique',
    Underline: 'Souligné',
    Marker: 'Surligneur',
  },
  tools: {
    link: { 'Add a link': 'Ajouter un lien' },
    stub: { 'The block can not be displayed correctly.': 'Ce bloc ne peut pas être affiché correctement.' },
    header: { 'Heading 2': 'Titre 2', 'Heading 3': 'Titre 3', 'Heading 4': 'Titre 4' },
    list: { Unordered: 'À puces', Ordered: 'Numérotée', Checklist: 'Cases à cocher', 'Counter type': 'Type de numérotation', 'Start with': 'Commencer à' },
    quote: { 'Enter a quote': 'Saisir une citation', 'Enter a caption': 'Saisir une légende' },
    warning: { Title: 'Titre', Message: 'Message' },
    image: {
      'Select an Image': 'Choisir une image',
      'Couldn’t upload image. Please try another.': 'L’image n’a pas pu être téléversée. Essayez-en une autre.',
      'With border': 'Avec bordure',
      'Stretch image': 'Pleine largeur',
      'With background': 'Avec arrière-plan',
      'With caption': 'Avec légende',
      Caption: 'Légende',
    },
    embed: { 'Enter a caption': 'Saisir une légende' },
    table: {
      'Add column to left': 'Ajouter une colonne à gauche',
      'Add column to right': 'Ajouter une colonne à droite',
      'Add row above': 'Ajouter une ligne au-dessus',
      'Add row below': 'Ajouter une ligne en dessous',
      'Delete column': 'Supprimer la colonne',
      'Delete row': 'Supprimer la ligne',
      'With headings': 'Avec en-têtes',
      'Without headings': 'Sans en-têtes',
      Heading: 'En-tête',
      Stretch: 'Pleine largeur',
      Collapse: 'Réduire',
    },
  },
  blockTunes: {
    delete: { Delete: 'Supprimer', 'Click to delete': 'Cliquer pour supprimer' },
    moveUp: { 'Move up': 'Monter' },
    moveDown: { 'Move down': 'Descendre' },
  },
};

/** The dictionary for the language on screen, or none for English. */
export const editorMessages = (locale: string): I18nDictionary | undefined => (locale.startsWith('fr') ? FRENCH : undefined);
