import { createFluentIcon } from '@fluentui/react-icons';

/** The one custom icon (spec §1): a paddle and a ball on Fluent's 20-unit grid. */
export const PickleballIcon = createFluentIcon('PickleballIcon', '20', [
  'M8 2a5 5 0 1 1 0 10A5 5 0 0 1 8 2Zm0 1.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z',
  'M4.44 10.15l1.41 1.41-3.44 3.44a1 1 0 0 1-1.41-1.41l3.44-3.44Z',
  'M15.5 13a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Zm-.75 1.5a.5.5 0 1 0 0 1 .5.5 0 0 0 0-1Zm1.5 1a.5.5 0 1 0 0 1 .5.5 0 0 0 0-1Z',
]);
