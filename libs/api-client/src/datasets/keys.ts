export const datasetKeys = {
  all: ['datasets'] as const,
};
