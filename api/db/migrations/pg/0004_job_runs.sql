CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"day" text NOT NULL,
	"started_at" bigint NOT NULL,
	"finished_at" bigint,
	CONSTRAINT "job_runs_job_day_pk" PRIMARY KEY("job","day")
);
