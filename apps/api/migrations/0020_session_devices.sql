-- The device a session signs in from, for the user's list of active sessions (settings, login &
-- security): the browser's User-Agent and the peer address, both as last seen (sign-in, then each
-- refresh). refreshed_at (0001) is the last time the session was used to get a new token.
alter table auth_sessions
  add column user_agent text,
  add column ip text;

-- Extra headers of a mail (List-Unsubscribe on non-essential mail), kept in the local mailbox too.
alter table mail_outbox add column headers jsonb not null default '{}'::jsonb;
