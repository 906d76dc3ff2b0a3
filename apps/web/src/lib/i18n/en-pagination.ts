// English texts of the design system's Pagination (the spec gives none: ours).
export const enPagination = {
  pagination: {
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
} as const;
