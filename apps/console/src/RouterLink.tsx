import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** Lets ui links navigate inside the app without a page load; external links stay plain anchors. */
export function RouterLink({ href, ...rest }: RouterLinkProps) {
  if (/^[a-z]+:/i.test(href)) return <a href={href} {...rest} />;
  return <InAppLink href={href} {...rest} />;
}

function InAppLink({ href, onClick, target, ...rest }: RouterLinkProps) {
  const navigate = useLinkClickHandler(href, { target });
  return (
    <a
      {...rest}
      href={useHref(href)}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
