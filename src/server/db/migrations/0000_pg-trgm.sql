-- Trigram indexes make the case-insensitive partial matches of contract
-- search (customer last name, description) fast. pg_trgm is a trusted
-- extension: a database owner may create it. PGlite loads it from its contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
