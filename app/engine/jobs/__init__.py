"""Conversion and export work as jobs on a PostgreSQL task queue (procrastinate), run by
`framewright worker` processes on any machine that reaches the database.

The engine keeps the synchronous contract: it reserves the call's credits, writes a `jobs` row,
defers a queue job naming it, and waits for the row's answer (a NOTIFY wakes it). The worker
that finishes the job writes the answer and commits the reservation in one transaction, and only
while the row is still waiting, so a job run twice (its first worker killed) is charged once, and a
job the engine gave up on (504, credits released) is never charged.
"""
