-- Written by hand (ADR 078): the words of each available product's search text, as an array, in
-- a GIN index. A search the word index of ADR 037 and 047 cannot answer (filters, several words
-- whose walk found too few) looked up its words in the trigram index of search_text: each word
-- three or more trigrams, each trigram's list as long as every word holding it (' te' of 'tea'
-- holds every word starting 'te'), and every product found read again to recheck the LIKE. Here
-- a word is the terms of search_terms it starts (at most 64), and the lists read are exactly
-- theirs.
CREATE INDEX "products_words_idx" ON "products" USING gin (string_to_array(btrim("search_text"), ' ')) WHERE "products"."is_available";
