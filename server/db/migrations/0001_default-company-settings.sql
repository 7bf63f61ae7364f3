-- The venue always has exactly one settings row; owners edit it, nobody inserts another.
INSERT INTO "company_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
