-- The venue's settings (issue 16, decision 041): one JSON document per saved version, never updated or deleted, so
-- the history is the table. Version 1 is the first-start defaults the app writes (saved_by null); each save by the
-- manager adds the next version, with who saved it and which fields it changed. The primary key is what makes two
-- saves of the same version race to one winner: both insert version + 1, and the second insert fails.
create table settings_versions (
  version integer primary key check (version >= 1),
  document jsonb not null check (jsonb_typeof(document) = 'object'),
  -- The manager's e-mail (not a reference to admins: removing an account keeps the record of what it changed).
  saved_by text,
  saved_at timestamptz not null default clock_timestamp(),
  -- [{ "path": "prices.regular.Night", "before": 2500, "after": 3000 }, ...]: what this version changed from the last.
  changes jsonb not null default '[]' check (jsonb_typeof(changes) = 'array'),
  check ((version = 1) = (saved_by is null))
);
