// Brazilian Portuguese texts of the design system's Pagination.
import type { enPagination } from './en-pagination';

export const ptPagination: { pagination: Record<keyof typeof enPagination.pagination, string> } = {
  pagination: {
    previous: 'Página anterior',
    next: 'Próxima página',
    page: 'Página {{page}}',
  },
};
