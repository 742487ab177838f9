"""memories' full text on PostgreSQL tokenised as SQLite's FTS5 ``porter unicode61`` does, with each memory's
length in tokens, so memory search ranks alike on both databases (issue 9 item 1)

- `mneme_porter`, a Snowball dictionary of the Porter algorithm (the stemmer of FTS5's ``porter`` tokenizer and of
  `keywords.py`), without stop words; `mneme`, a text search configuration mapping words and numbers to it;
- `memories.tsv` rebuilt from the content's tokens as FTS5 finds them (runs of letters and digits: every other
  character made a space): words of three characters or more stemmed by `mneme`, shorter ones kept as they are
  (`simple`; FTS5's porter leaves them alone, Snowball's would make "us" "u"). ``english`` stemmed with Porter2
  and left stop words out, so a memory's terms and length differed from SQLite's;
- `memories.tsv_length`: the memory's number of tokens (runs of letters and digits), the document length of bm25.

Both are generated columns: PostgreSQL computes them for the rows there are (the table is rewritten once) and for
every row written later. Document chunks keep their ``english`` tsv (ranked by ts_rank).

- `toast_tuple_target` 4080 on memories: a row of a vector (1.5 kB) and its text passed the default 2 kB, so the
  vector went out of line (TOAST) and every vector a search read cost a TOAST lookup (96% of LoCoMo's memories);
  now it stays in the row. The rewrite above applies it to the rows there are.

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-25 04:40:00
"""
from alembic import op


revision = '0012'
down_revision = '0011'
branch_labels = None
depends_on = None

# the content's tokens, space-separated, with a space before and after
_WORDS = "(' ' || regexp_replace(content, '[^[:alnum:]]+', ' ', 'g') || ' ')"
# the number of tokens (regexp_count would need PostgreSQL 15)
_LENGTH = ("CASE WHEN content ~ '[[:alnum:]]' THEN array_length(regexp_split_to_array("
           "btrim(regexp_replace(content, '[^[:alnum:]]+', ' ', 'g')), ' '), 1) ELSE 0 END")
# tokens of three characters and more stemmed, shorter ones as they are
_TSV = (f"to_tsvector('mneme', regexp_replace({_WORDS}, ' [[:alnum:]]{{1,2}}(?= )', ' ', 'g')) || "
        f"to_tsvector('simple', regexp_replace({_WORDS}, ' [[:alnum:]]{{3,}}(?= )', ' ', 'g'))")


def upgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute("CREATE TEXT SEARCH DICTIONARY mneme_porter (TEMPLATE = snowball, Language = porter)")
    op.execute("CREATE TEXT SEARCH CONFIGURATION mneme (PARSER = default)")
    op.execute("ALTER TEXT SEARCH CONFIGURATION mneme ADD MAPPING FOR asciiword, word, numword, int, uint "
               "WITH mneme_porter")
    op.execute("DROP INDEX IF EXISTS ix_memories_tsv")
    op.execute("ALTER TABLE memories DROP COLUMN tsv")
    op.execute("ALTER TABLE memories SET (toast_tuple_target = 4080)")
    op.execute(f"ALTER TABLE memories ADD COLUMN tsv tsvector GENERATED ALWAYS AS ({_TSV}) STORED, "
               f"ADD COLUMN tsv_length integer GENERATED ALWAYS AS ({_LENGTH}) STORED")
    op.execute("CREATE INDEX ix_memories_tsv ON memories USING gin (tsv) WITH (fastupdate = off)")


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute("DROP INDEX IF EXISTS ix_memories_tsv")
    op.execute("ALTER TABLE memories DROP COLUMN tsv, DROP COLUMN tsv_length")
    op.execute("ALTER TABLE memories RESET (toast_tuple_target)")
    op.execute("ALTER TABLE memories ADD COLUMN tsv tsvector GENERATED ALWAYS AS (to_tsvector('english', content)) "
               "STORED")
    op.execute("CREATE INDEX ix_memories_tsv ON memories USING gin (tsv) WITH (fastupdate = off)")
    op.execute("DROP TEXT SEARCH CONFIGURATION mneme")
    op.execute("DROP TEXT SEARCH DICTIONARY mneme_porter")
