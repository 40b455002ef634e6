-- The profile's background: who the profile is for, marital status and children, mother tongue,
-- community and occupation. NULL until the member gives it (members from before it are asked on Home).
ALTER TABLE profiles
  ADD COLUMN created_for text,
  ADD COLUMN marital_status text,
  ADD COLUMN children text,
  ADD COLUMN mother_tongue text,
  ADD COLUMN community text,
  ADD COLUMN occupation text;
