import { Anchor, UnstyledButton } from '@mantine/core';
import { HELP_TEXTS } from '@probity/domain';
import type { ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import classes from './HelpMarkdown.module.css';

export interface HelpImage {
  src: string;
  alt: string;
}

interface HelpMarkdownProps {
  content: string;
  /** A link written as #subsection_identifier: jump there inside the help. */
  onJump: (subsectionId: string) => void;
  /** An image was pressed: show it in the lightbox. */
  onImage: (image: HelpImage) => void;
}

function Heading({ children }: { children?: ReactNode }) {
  return <div className={classes.heading}>{children}</div>;
}

/**
 * Help markdown (spec 01 §2 "markdown-rendered subsections"). Raw HTML is dropped, never rendered;
 * links to other subsections jump inside the help, other links open in a new tab, and images open
 * in the lightbox.
 */
export function HelpMarkdown({ content, onJump, onImage }: HelpMarkdownProps) {
  const components: Components = {
    // Inside a subsection every heading is a sub-heading of its title.
    h1: Heading,
    h2: Heading,
    h3: Heading,
    h4: Heading,
    h5: Heading,
    h6: Heading,
    a: ({ href, children }) => {
      if (href?.startsWith('#') && href.length > 1) {
        const id = decodeURIComponent(href.slice(1));
        return (
          // Underlined: a link inside a paragraph must not be told apart by colour alone (axe).
          <Anchor
            href={href}
            fz="inherit"
            underline="always"
            onClick={(event) => {
              event.preventDefault();
              onJump(id);
            }}
          >
            {children}
          </Anchor>
        );
      }
      return (
        <Anchor href={href} fz="inherit" underline="always" target="_blank" rel="noopener noreferrer">
          {children}
        </Anchor>
      );
    },
    img: ({ src, alt }) => {
      if (typeof src !== 'string' || !src) return null;
      const text = alt ?? '';
      return (
        <UnstyledButton
          className={classes.imageButton}
          onClick={() => onImage({ src, alt: text })}
          aria-label={text ? `${HELP_TEXTS.enlargeImage}: ${text}` : HELP_TEXTS.enlargeImage}
        >
          <img src={src} alt={text} loading="lazy" />
        </UnstyledButton>
      );
    },
  };
  return (
    <div className={classes.markdown}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {content}
      </ReactMarkdown>
    </div>
  );
}
