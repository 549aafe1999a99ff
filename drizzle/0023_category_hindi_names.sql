ALTER TABLE "categories" ADD COLUMN "hindi_name" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hindi_description" text;--> statement-breakpoint
-- A store that holds the demo categories gets their Hindi names and descriptions (decisions 22);
-- a category the store renamed keeps no Hindi text until the store gives it one.
UPDATE "categories" AS c SET "hindi_name" = v.hindi_name, "hindi_description" = v.hindi_description
FROM (VALUES
  ('Fruits & Vegetables', 'फल और सब्ज़ियाँ', 'खेत से ताज़े फल, मौसमी सब्ज़ियाँ और हरी पत्तेदार सब्ज़ियाँ, हर सुबह चुनी हुई।'),
  ('Dairy, Bread & Eggs', 'डेयरी, ब्रेड और अंडे', 'रोज़ के लिए दूध, दही, पनीर, मक्खन, आइसक्रीम, ताज़ी ब्रेड और अंडे।'),
  ('Grocery & Kitchen', 'किराना और रसोई', 'आटा, चावल, दालें, तेल, घी, मसाले, चाय और कॉफ़ी: रसोई की ज़रूरी चीज़ें।'),
  ('Snacks & Drinks', 'स्नैक्स और पेय', 'नमकीन, चिप्स, बिस्कुट, चॉकलेट, जूस और कोल्ड ड्रिंक।'),
  ('Beauty & Personal Care', 'सौंदर्य और पर्सनल केयर', 'पूरे परिवार के लिए साबुन, शैम्पू, बालों का तेल, त्वचा और दाँतों की देखभाल।'),
  ('Household Essentials', 'घरेलू ज़रूरतें', 'साफ़-सुथरे घर के लिए डिटर्जेंट, क्लीनर, डिशवॉश, मच्छर भगाने वाले और किचन रोल।'),
  ('Poojan Samagri', 'पूजन सामग्री', 'रोज़ की पूजा के लिए अगरबत्ती, धूप, कपूर, कुमकुम और रुई की बत्तियाँ।'),
  ('Puja Samagri', 'पूजा सामग्री', 'त्योहारों और अनुष्ठानों के लिए दीये, थाली, गंगा जल, मालाएँ और हवन सामग्री।')
) AS v(name, hindi_name, hindi_description)
WHERE c."name" = v.name AND c."hindi_name" IS NULL;
