/** Service Catalog categories in sidebar order. Folder names under catalog/ double as route segments. */
export const CATALOG_CATEGORIES = [
  { id: 'app-orchestration', label: 'App orchestration' },
  { id: 'ci-cd-pipeline', label: 'CI/CD pipeline' },
  { id: 'data-storage', label: 'Data storage' },
  { id: 'landing-zone', label: 'Landing zone' },
  { id: 'networking', label: 'Networking' },
  { id: 'security', label: 'Security' },
] as const;
