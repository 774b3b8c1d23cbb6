// Query keys of saved searches.
export const savedSearchKeys = {
  list: ['saved-searches'] as const,
};
