import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';

/** Lets ui links navigate inside the app without a page load; external links stay plain anchors. */
export function RouterLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  if (/^[a-z]+:/i.test(href)) return <a href={href} {...rest} />;
  return <Link to={href} {...rest} />;
}
