import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { Link, useRouter } from '@tanstack/react-router'
import { EXTERNAL_LINK_ATTRIBUTES, isExternalUrl } from '@/lib/links'

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  children: ReactNode
  /** Open an internal page in a new window (e.g. the legal statement from the footer). */
  newWindow?: boolean
}

/**
 * The one link of the site: absolute external addresses open in a new tab with
 * rel="nofollow noreferrer noopener"; internal paths are routed in-app.
 */
export function AppLink({ href, children, newWindow, ...rest }: AppLinkProps) {
  if (isExternalUrl(href)) {
    return (
      <a href={href} {...EXTERNAL_LINK_ATTRIBUTES} {...rest}>
        {children}
      </a>
    )
  }
  if (/^(mailto|tel):/i.test(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    )
  }
  if (newWindow) {
    return (
      <NewWindowLink href={href} {...rest}>
        {children}
      </NewWindowLink>
    )
  }
  // A fragment goes to the router as `hash`: in `to` it would get the trailing slash ('#id/').
  const [path, hash] = href.split('#')
  return (
    // Internal paths are typed loosely here on purpose: callers pass paths built from data.
    <Link to={(path || '.') as '/'} hash={hash} {...rest}>
      {children}
    </Link>
  )
}

/** An internal page in a new window: a plain link, at the page's address in the current language. */
function NewWindowLink({ href, children, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode }) {
  const router = useRouter()
  const [path, hash] = href.split('#')
  const { publicHref } = router.buildLocation({ to: (path || '.') as '/', hash })
  return (
    <a href={publicHref} target="_blank" rel="noopener" {...rest}>
      {children}
    </a>
  )
}
