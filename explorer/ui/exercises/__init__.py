"""Steps → Exercises… (the course, the open exercise's checks, hints, Show solution) and
File → Save as Exercise…"""
