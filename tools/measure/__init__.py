"""Measurements, reported and never asserted by the doc tests: the suite's cost model (``bench``), the
site's Lighthouse scores (``lighthouse``), and every snippet on other TensorFlow and Keras releases
(``matrix``, whose results the site shows)."""
