-- Sample content for a fresh install of Felimar (/felimar): four packages and four
-- testimonials. The gallery stays empty, so the page shows its six placeholders.
-- As a migration this runs once per database; the owner replaces the content with
-- `npm run content -- import file.json` (see README).
INSERT INTO "felimar_bundles" ("titel", "vanaf_prijs", "bullets", "cta_label", "created_at") VALUES
  ('Aankomstklaar', '€ 95', ARRAY['Controle van de woning vóór je aankomst, met foto''s', 'Schoonmaak, frisse bedden en handdoeken', 'Airco, water en wifi getest', 'Boodschappen in huis op je aankomstdag'], 'Plan mijn aankomst', '2025-01-06 09:00:00+00'),
  ('Woningzorg Plus', '€ 79 per maand', ARRAY['Twee keer per maand een controle met foto/video-rapport', 'Sleutelbeheer en veilige opslag', 'Ventileren, kranen doorspoelen en post ophalen', 'Reparaties gecoördineerd met vaste partners'], 'Kies Woningzorg Plus', '2025-01-06 09:00:01+00'),
  ('Comfort & Airco Check', '€ 120', ARRAY['Onderhoud van je airco (split of kanaal)', 'Filters gereinigd of vervangen', 'Controle van zonwering en horren', 'Advies over koeling en isolatie'], 'Vraag deze check aan', '2025-01-06 09:00:02+00'),
  ('Renovatie op maat', NULL, ARRAY['Bezoek en inventarisatie ter plaatse', 'Transparante offerte van geselecteerde partners', 'Eén aanspreekpunt en foto-updates tijdens de uitvoering', 'Oplevering met controle en garantie waar van toepassing'], 'Bespreek mijn project', '2025-01-06 09:00:03+00');
--> statement-breakpoint
INSERT INTO "felimar_testimonials" ("quote", "naam", "plaats", "created_at") VALUES
  ('We komen drie keer per jaar naar ons appartement. Felimar zorgt dat alles klaarstaat: schoon, de airco aan en de koelkast gevuld. We hoeven nergens meer aan te denken.', 'Annemiek en Rob', 'Benalmádena', '2025-05-18 10:00:00+00'),
  ('De zonwering en voorzetramen zijn keurig geplaatst. Elke dag kreeg ik foto''s van de voortgang, terwijl ik zelf in Eindhoven zat.', 'Pieter van Dam', 'Fuengirola', '2025-04-02 10:00:00+00'),
  ('Hulp bij de ITV-keuring en de overschrijving van onze auto: één afspraak, alles in het Nederlands uitgelegd. Wat een rust.', 'Sandra Hoekstra', 'Mijas', '2025-02-21 10:00:00+00'),
  ('Na een storm was er lekkage terwijl wij in Nederland waren. Binnen een dag stond er een dakdekker en kregen we een duidelijke offerte.', 'Familie Jansen', 'Marbella', '2024-11-09 10:00:00+00');
