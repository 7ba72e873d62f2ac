-- Every admin token carries the account's version at sign-in; the auth guard compares it with this column on each
-- admin request (a primary-key lookup). Raising it (a password change, "log out everywhere") ends every session of
-- the account at once, in every process (decision 007).
alter table admins add column token_version integer not null default 0;
