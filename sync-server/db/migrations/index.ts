import { Migration20261122000000Initial } from './Migration20261122000000Initial';

/** Migrations in the order they run; a new migration is appended, never edited once shipped. */
export const migrationsList = [
  { name: 'Migration20261122000000Initial', class: Migration20261122000000Initial },
];
