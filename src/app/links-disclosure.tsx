import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NavLink } from './nav-link';

const useClasses = makeStyles({
  root: { position: 'relative' },
  // Its button sits on the header's coloured bars, in their colour whatever the pointer does.
  button: {
    whiteSpace: 'nowrap',
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': { color: tokens.colorNeutralForegroundOnBrand },
  },
  panel: {
    position: 'absolute',
    top: `calc(100% + ${tokens.spacingVerticalXS})`,
    zIndex: 1000,
    minWidth: '12rem',
    // Never wider than the screen, whatever side the button sits on.
    maxWidth: 'calc(100vw - 2 * 16px)',
    margin: 0,
    padding: tokens.spacingVerticalXS,
    listStyleType: 'none',
    display: 'grid',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
  },
  start: { left: 0 },
  end: { right: 0 },
});

export interface DisclosureLink {
  href: string;
  text: string;
  current: boolean;
  /** The item's own class: a wider screen may show it inline instead and hide it here. */
  className?: string;
}

/**
 * A button that shows a short list of links under it (the disclosure pattern for navigation, not an
 * ARIA menu): Escape closes it and gives the focus back to the button, as do following a link, a
 * press outside it and the focus leaving it. Whether it is open is the view's own, as a drawer's is.
 */
export function LinksDisclosure({
  label,
  links,
  align = 'start',
  buttonClassName,
}: {
  label: ReactNode;
  links: DisclosureLink[];
  align?: 'start' | 'end';
  buttonClassName?: string;
}) {
  const classes = useClasses();
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <div
      ref={root}
      className={classes.root}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <Button
        ref={button}
        appearance="transparent"
        className={mergeClasses(classes.button, buttonClassName)}
        icon={open ? <ChevronUpRegular /> : <ChevronDownRegular />}
        iconPosition="after"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        {label}
      </Button>
      {open && (
        <ul id={id} className={mergeClasses(classes.panel, align === 'end' ? classes.end : classes.start)}>
          {links.map((link) => (
            <li key={link.href} className={link.className}>
              <NavLink href={link.href} current={link.current} look="menu" onClick={() => setOpen(false)}>
                {link.text}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
