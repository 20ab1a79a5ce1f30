declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * false for pages that are prerendered but kept out of sitemap.xml and disallowed in robots.txt:
     * the account shells and the messages after a booking (they also carry noindex).
     */
    inSitemap?: boolean
  }
}

export {}
