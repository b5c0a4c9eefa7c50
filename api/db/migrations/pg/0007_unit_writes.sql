CREATE TABLE "unit_writes" (
	"org_id" text NOT NULL,
	"version" bigint NOT NULL,
	"tables" text NOT NULL,
	CONSTRAINT "unit_writes_org_id_version_pk" PRIMARY KEY("org_id","version")
);
